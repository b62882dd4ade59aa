/**
 * A person's head (issue #16, the platform's avatar calls): a picture nurse01 uploads to `userAvatar` and
 * names with PUT Users/Current/Avatar/{name} is what a colleague's app draws on her card, fetched with the
 * colleague's own token (an `<img src>` could not send it, and a head is never loaded from anywhere else).
 * It runs after the look spec, whose screenshots show no heads.
 */
import { expect, test } from '@playwright/test';
import { signIn, storedToken } from './helpers';

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('a head set on the server shows on the colleague card, fetched with the viewer’s token', async ({
  browser,
}) => {
  const mine = await browser.newContext({ locale: 'zh-CN' });
  const nurse = await mine.newPage();
  await signIn(nurse, 'nurse01');
  const auth = { Authorization: await storedToken(nurse) };
  const uploaded = await nurse.request.post('/api/file/Uploader/userAvatar', {
    headers: auth,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { name } = (await uploaded.json()).data as { name: string };
  const set = await nurse.request.put(`/api/permission/Users/Current/Avatar/${name}`, { headers: auth });
  expect((await set.json()).code).toBe(200);
  await mine.close();

  const theirs = await browser.newContext({ locale: 'zh-CN' });
  const head = await theirs.newPage();
  await signIn(head, 'head01');
  const fetched = head.waitForResponse(
    (r) => r.url().endsWith(`/api/file/Download/userAvatar/${name}`) && r.status() === 200,
  );
  await head.goto('/pages/message/userDetail/index?id=u-nurse01');
  expect((await fetched).request().headers()['authorization']).toBe(await storedToken(head));
  const picture = head.getByTestId('colleague').locator('img.app-avatar');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await theirs.close();
});
