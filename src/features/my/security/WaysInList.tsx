/**
 * 账号安全's 登录方式 (issue #28): each way into the account — 登录密码, 手机号 (SMS sign-in), 钉钉 — with
 * when it was added or last changed and from which device; one added from another device is marked
 * 其他设备添加 (退出其他所有设备 then offers to remove it), one from this device 本机.
 */
import { List, ListItem } from 'framework7-react';
import type { WayIn } from '../../../../contract/waysIn';
import { useT, type Translate } from '../../../i18n';
import { formatDate } from '../../../../core/lib/dateFormat';
import { deviceName } from './deviceName';

/** When, and where from when known: "添加于 2026-03-01 08:30 · Chrome · Windows 10 · 10.0.0.8". */
function addedText(way: WayIn, t: Translate): string {
  if (way.addedAt === null) return t('security.addedUnknown');
  const where = [deviceName(way.userAgent), way.address].filter(Boolean).join(' · ');
  const when = t('security.addedAt', { time: formatDate(way.addedAt) });
  return where ? `${when} · ${where}` : when;
}

function markOf(way: WayIn, t: Translate): string | undefined {
  if (way.removable) return t('security.addedElsewhere');
  return way.thisDevice ? t('security.thisDevice') : undefined;
}

export function WaysInList({ list }: { list: readonly WayIn[] }) {
  const t = useT();
  return (
    <List strong inset dividers mediaList data-testid="ways-in">
      {list.map((way) => (
        <ListItem
          key={way.kind}
          title={t(`security.wayIn.${way.kind}`)}
          text={addedText(way, t)}
          after={markOf(way, t)}
        />
      ))}
    </List>
  );
}
