/**
 * Field punch-card, end to end (issue #4): with a position set by the test inside a seeded site and no
 * signal, 打卡 is saved on the phone at once and listed as 待上传 (the photo too); back online it is uploaded
 * through the outbox, and the server stores the claimed time, the delay until it arrived, the site and
 * that the punch was inside its radius.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { nearestSite, PUNCH_PATH, PUNCH_SITES_PATH, type PunchRecord, type PunchSite } from '../../contract';
import { signIn, storedToken, waitForServiceWorker } from './helpers';

const PUNCH_PAGE = '/pages/apply/fieldPunchCard/index';
const OFFLINE_MS = 3_000;
/** About 55 m north of the site's centre: well inside any seeded radius. */
const NORTH_55M = 0.0005;
// A 1×1 PNG: the punch photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ permissions: ['geolocation'] });

/** nurse01 signed in, her token and the configured punch sites. */
async function nurseWithSites(page: Page): Promise<{ token: string; sites: PunchSite[] }> {
  await signIn(page, 'nurse01');
  const token = await storedToken(page);
  const answer = await page.request.get(PUNCH_SITES_PATH, { headers: { Authorization: token } });
  return { token, sites: (await answer.json()).data as PunchSite[] };
}

test('a punch taken offline is saved at once, then uploaded with its claimed time, delay and site', async ({
  page,
  context,
}) => {
  const { token, sites } = await nurseWithSites(page);
  const site = sites[0]!;
  await context.setGeolocation({
    latitude: site.latitude + NORTH_55M,
    longitude: site.longitude,
    accuracy: 12,
  });
  await page.goto(PUNCH_PAGE);
  await waitForServiceWorker(page);
  // The sites reach the phone with the reference data: the screen names the nearest one.
  await expect(page.getByText(site.name).first()).toBeVisible({ timeout: 30_000 });

  // No signal, for the page and (by routing) for its worker.
  await context.setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/apply/**', cut);
  await context.route('**/api/file/**', cut);
  await page.reload();
  await expect(page.getByText('在范围内').first()).toBeVisible({ timeout: 30_000 });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByLabel('备注').fill('外院会诊');
  const pressedAt = Date.now();
  await page.getByRole('button', { name: '打卡', exact: true }).click();
  await expect(page.getByText('已保存，等待上传').first()).toBeVisible();
  const row = page.getByTestId('punch-row').first();
  await expect(row.getByTestId('punch-state')).toHaveText('待上传');
  await expect(row).toContainText('外院会诊');

  // A while later the signal is back: the outbox uploads the photo, then the punch.
  await page.waitForTimeout(OFFLINE_MS);
  await context.unroute('**/api/apply/**', cut);
  await context.unroute('**/api/file/**', cut);
  await context.setOffline(false);
  await expect(row.getByTestId('punch-state')).toHaveText('已上传', { timeout: 30_000 });

  const res = await page.request.get(`${PUNCH_PATH}?from=${pressedAt - 60_000}`, {
    headers: { Authorization: token },
  });
  const stored = ((await res.json()).data as PunchRecord[]).filter((p) => p.remark === '外院会诊');
  expect(stored).toHaveLength(1);
  const [punch] = stored as [PunchRecord];
  expect(punch).toMatchObject({ siteId: site.id, inside: true, flags: [] });
  expect(punch.distanceM).toBeLessThan(site.radius);
  // The claim is when 打卡 was pressed, not when it arrived; the delay covers the time without signal.
  expect(Math.abs(punch.devicePunchedAt - pressedAt)).toBeLessThan(2_000);
  expect(punch.delayMs).toBeGreaterThanOrEqual(OFFLINE_MS - 1_000);
  expect(punch.receivedAt - punch.punchedAt).toBe(punch.delayMs);
  expect(punch.photoUrl).toMatch(/^\/api\/file\/Download\/punch\//);
  const photo = await page.request.get(punch.photoUrl!, { headers: { Authorization: token } });
  expect(Buffer.from(await photo.body()).equals(PHOTO)).toBe(true);
});

test.describe('on a phone screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a punch outside every site is warned about first, and its 异常 says why', async ({
    page,
    context,
  }) => {
    const { sites } = await nurseWithSites(page);
    // About 5.5 km north of the first site: outside every seeded radius.
    const here = { latitude: sites[0]!.latitude + 0.05, longitude: sites[0]!.longitude };
    const near = nearestSite(sites, here.latitude, here.longitude)!;
    expect(near.inside).toBe(false);
    await context.setGeolocation({ ...here, accuracy: 15 });
    await page.goto(PUNCH_PAGE);

    // Before any press: the nearest site, how far, and what punching here means; the button within reach.
    await expect(page.getByTestId('punch-nearest')).toContainText(near.site.name, { timeout: 30_000 });
    await expect(page.getByText(/超出打卡范围/)).toBeVisible();
    // Which way from it, not raw coordinates (#30 item 19): those wait behind 查看坐标.
    await expect(page.getByTestId('punch-where')).toContainText(
      /位于该地点(北|东北|东|东南|南|西南|西|西北)方向/,
    );
    const raw = page.getByText(`${here.latitude.toFixed(6)}, ${here.longitude.toFixed(6)}`);
    await expect(raw).toBeHidden();
    await page.getByText('查看坐标').click();
    await expect(raw).toBeVisible();
    const button = page.getByRole('button', { name: '打卡', exact: true });
    await expect(button).toBeInViewport();
    const rows = page.getByTestId('punch-row');
    const before = await rows.count();

    // The press asks first; 取消 takes nothing.
    await button.click();
    const dialog = page.locator('.dialog').filter({ hasText: '不在打卡范围内' });
    await expect(dialog).toContainText(near.site.name);
    await dialog.locator('.dialog-button', { hasText: '取消' }).click();
    await expect(dialog).toBeHidden();
    expect(await rows.count()).toBe(before);

    await button.click();
    await dialog.locator('.dialog-button', { hasText: '确定' }).click();
    const row = rows.first();
    await expect(row.getByTestId('punch-state')).toHaveText('异常', { timeout: 30_000 });
    // Said once, with its reason, and that HR checks it.
    await expect(row.getByText('不在范围内')).toHaveCount(1);
    await expect(row.getByTestId('punch-flags')).toContainText(`距${near.site.name}`);
    await expect(row.getByTestId('punch-flags')).toContainText('由人事核对');
  });
});
