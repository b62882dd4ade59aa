// Renders the app icons (192, 512, maskable 512) to public/icons with headless Chromium. Run by hand
// when the icon changes: `node scripts/make-icons.mjs`. The PNGs are committed.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const svg = (size, pad) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${pad ? 0 : 22}" fill="#2979ff"/>
  <text x="50" y="${pad ? 60 : 63}" font-size="${pad ? 28 : 36}" text-anchor="middle" fill="#fff"
    font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, sans-serif" font-weight="700">人事</text>
</svg>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192', 192, false],
  ['icon-512', 512, false],
  ['icon-maskable-512', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(size, maskable)}</body>`);
  await page.screenshot({ path: `public/icons/${name}.png`, omitBackground: true });
}
await browser.close();
console.log('icons written to public/icons');
