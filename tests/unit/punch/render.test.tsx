/**
 * The punch screen's parts render every state in Chinese without a DOM (server rendering): where the
 * location stands, the 打卡 button and what became of the punch, and each history row's state.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { UserDb } from '../../../core/store/db';
import { ClockCard } from '../../../src/features/punch/ClockCard';
import type { GeoState } from '../../../src/features/punch/geoState';
import { LocationCard } from '../../../src/features/punch/LocationCard';
import { PhotoField } from '../../../src/features/punch/PhotoField';
import { PunchButton } from '../../../src/features/punch/PunchButton';
import { PunchHistory } from '../../../src/features/punch/PunchHistory';
import type { PunchEntry } from '../../../src/features/punch/punchReads';
import { RemarkField } from '../../../src/features/punch/RemarkField';
import { FAR_NORTH, NEAR_MAIN, SITES, recordOf, takenPunch } from './fixtures';
import { addFeatureWords } from '../../../src/features/punch/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

// Framework7's spinner asks the running app for its theme, and there is no app in a server render.
vi.mock('framework7-react', async (original) => ({
  ...(await original<typeof import('framework7-react')>()),
  Preloader: () => <span className="preloader" />,
}));

const located = (at: typeof NEAR_MAIN): GeoState => ({ status: 'located', fix: { ...at, at: 0 } });
const location = (geo: GeoState, sites = SITES) =>
  renderToString(<LocationCard geo={geo} sites={{ sites, fetchedAt: 1 }} onLocate={() => undefined} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the location card', () => {
  it('locating: a spinner and 正在定位', () => {
    expect(location({ status: 'locating' })).toContain('正在定位…');
  });
  it('located near a site: coordinates, accuracy, the site, its distance and 在范围内', () => {
    const html = text(location(located(NEAR_MAIN)));
    expect(html).toContain('31.231400, 121.473700');
    expect(html).toContain('精度 ±15 米');
    expect(html).toMatch(/院本部 11\d 米 在范围内/);
    expect(html).toContain('重新定位');
  });
  it('located far from every site: 不在范围内', () => {
    expect(text(location(located(FAR_NORTH)))).toMatch(/院本部 1\.1 公里 不在范围内/);
  });
  it('no sites synced: says the punch is still possible', () => {
    expect(location(located(NEAR_MAIN), [])).toContain('尚未同步打卡地点');
  });
  it('denied: says how to allow it, and offers 重新定位', () => {
    const html = location({ status: 'denied' });
    expect(html).toContain('位置权限已被拒绝');
    expect(html).toContain('网站设置');
    expect(html).toContain('重新定位');
  });
  it.each([
    ['unavailable', '暂时无法获取位置'],
    ['timeout', '定位超时'],
  ] as const)('%s: explains and offers 重试', (status, message) => {
    const html = location({ status });
    expect(html).toContain(message);
    expect(html).toContain('重试');
  });
  it('no geolocation at all: says so, nothing to retry', () => {
    const html = location({ status: 'unsupported' });
    expect(html).toContain('此设备不支持定位');
    expect(html).not.toContain('重试');
  });
});

describe('the 打卡 button', () => {
  const button = (props: Partial<Parameters<typeof PunchButton>[0]> = {}) =>
    renderToString(
      <PunchButton disabled={false} busy={false} onPress={() => undefined} taken={null} {...props} />,
    );
  it('is a button named 打卡, disabled without a position', () => {
    expect(button()).toMatch(/<button type="button" class="punch-button"[^>]*>打卡<\/button>/);
    expect(button({ disabled: true })).toMatch(/<button[^>]*disabled=""[^>]*>打卡/);
  });
  it('says 已保存，等待上传 at once, and 已打卡 once the server has it', () => {
    expect(button({ taken: 'pending' })).toContain('已保存，等待上传');
    expect(button({ taken: 'uploaded' })).toContain('已打卡');
    expect(button({ taken: 'flagged' })).toContain('已打卡');
  });
});

describe('打卡记录', () => {
  const history = (entries: PunchEntry[] | undefined) => renderToString(<PunchHistory entries={entries} />);
  const punch = takenPunch({ remark: '病区巡查', photoFileId: 'f1' });

  it('loading, then empty', () => {
    expect(history(undefined)).toContain('正在加载打卡记录');
    expect(history([])).toContain('暂无打卡记录');
  });
  it('shows each row’s state, site, remark and photo', () => {
    const html = text(
      history([
        { punch: { ...punch, id: 'a' }, outbox: { state: 'queued', lastError: null } },
        { punch: { ...punch, id: 'b', record: recordOf(punch) }, outbox: undefined },
        {
          punch: {
            ...punch,
            id: 'c',
            record: recordOf(punch, { flags: ['future', 'skew', 'clockChanged'] }),
          },
          outbox: undefined,
        },
        { punch: { ...punch, id: 'd' }, outbox: { state: 'failed', lastError: '参数错误' } },
      ]),
    );
    for (const s of ['待上传', '已上传', '异常', '失败']) expect(html).toContain(s);
    for (const f of ['时间超前', '设备时间偏差', '设备时间被修改']) expect(html).toContain(f);
    expect(html).toContain('参数错误');
    expect(html).toContain('前往同步中心');
    expect(html).toContain('病区巡查');
    expect(html).toContain('有照片');
    expect(html).toMatch(/院本部 111 米 在范围内/);
  });
  it('marks a time that is the bare device clock', () => {
    const html = history([
      { punch: takenPunch({ serverOffsetMs: null }), outbox: { state: 'queued', lastError: null } },
    ]);
    expect(html).toContain('设备时间');
  });
});

describe('the rest of the screen', () => {
  it('the clock shows who punches', () => {
    const html = renderToString(
      <ClockCard user={{ userId: 'u1', userName: '李护士', departmentName: '心内科病区' }} />,
    );
    expect(html).toContain('李护士');
    expect(html).toContain('心内科病区');
    expect(html).toMatch(/\d\d:\d\d:\d\d/);
  });
  it('the photo opens the rear camera for images', () => {
    const html = renderToString(<PhotoField photo={null} onChange={() => undefined} disabled={false} />);
    expect(html).toMatch(/<input type="file" accept="image\/\*" capture="environment" aria-label="拍照"/);
  });
  it('the remark counts up to 200', () => {
    const html = renderToString(<RemarkField value="巡查" onChange={() => undefined} />);
    expect(html).toContain('maxLength="200"');
    expect(html).toContain('2/200');
  });
});

describe('the whole screen on opening', () => {
  it('shows the clock, asks for the position, and keeps 打卡 disabled until there is one', async () => {
    const { PunchScreen } = await import('../../../src/features/punch/PunchScreen');
    const user = { userId: 'u1', userName: '李护士', departmentName: '心内科病区' };
    const html = renderToString(<PunchScreen db={{} as UserDb} user={user} />);
    expect(html).toContain('李护士');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>打卡<\/button>/);
    expect(html).toContain('打卡记录');
  });
});
