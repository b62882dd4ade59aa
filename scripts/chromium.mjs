// The one place that says how to launch Debian's Chromium here (TOOLCHAIN.md): never a downloaded browser.
import { execSync } from 'node:child_process';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether fontconfig knows a Chinese font (Debian's fonts-noto-cjk), so 汉字 are drawn, not boxes. */
export function hasCjkFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}
