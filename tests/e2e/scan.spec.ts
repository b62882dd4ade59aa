/**
 * 扫一扫 in Chromium (issue #17): the fake camera films a QR code (fakeCamera.ts) holding the address of one
 * of the app's pages; the Me tab's 扫一扫 opens the camera, the real reader (the WebAssembly polyfill, since
 * this Chromium has no native QR reader) reads it, and 扫描结果 shows it with 打开, which opens that page.
 * The camera is opened, and released when the overlay goes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { E2E_PORT } from '../../playwright.config';
import { writeQrVideo } from './fakeCamera';
import { signIn } from './helpers';

const SCANNED = `http://localhost:${E2E_PORT}/pages/my/contactUs/index`;
const video = join(mkdtempSync(join(tmpdir(), 'hr-camera-')), 'qr.y4m');
writeQrVideo(video, SCANNED);

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('扫一扫 reads a QR code from the camera; 扫描结果 shows it and 打开 goes to the page it names', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The camera streams the page asks for, kept to check it asked and let them go (the overlay itself may
  // be up for only a moment: the reader can be done before a busy runner looks).
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await signIn(page, 'nurse01');
  await page.getByRole('link', { name: '我的' }).click();
  await page.getByRole('link', { name: '扫一扫' }).click();
  await expect(page).toHaveURL(/\/pages\/my\/scanResult\/index\?result=/, { timeout: 30_000 });
  await expect(page.getByTestId('scanner')).toHaveCount(0);
  await expect(page.getByTestId('scan-content')).toHaveText(SCANNED);
  // The rear camera was opened, and every track of it is stopped once the overlay is gone.
  const camera = await page.evaluate(() =>
    (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) =>
      s.getVideoTracks().map((t) => t.readyState),
    ),
  );
  expect(camera.length).toBeGreaterThan(0);
  expect(camera.every((state) => state === 'ended')).toBe(true);
  await page.getByRole('button', { name: '打开' }).click();
  await expect(page).toHaveURL(/\/pages\/my\/contactUs\/index$/);
});
