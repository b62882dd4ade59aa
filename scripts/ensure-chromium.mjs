// Makes sure the test browser is there, like `playwright install --with-deps` but with Debian's
// Chromium and the font it draws Chinese with (without one every 汉字 is an empty box, and the look
// tests' references carry the words): what is missing is installed with apt-get when root, else the one
// command to run is said.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH, hasCjkFont } from './chromium.mjs';

const missing = [
  ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
  ...(hasCjkFont() ? [] : ['fonts-noto-cjk']),
];
if (missing.length) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Missing for the browser tests: ${missing.join(', ')}. Install with:`);
    console.error(`  sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(' and ')} (once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}
