import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const r = await lighthouse(process.argv[2]!, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
chrome.kill();
const a = r!.lhr.audits;
const m = (a['metrics']?.details as unknown as { items: Record<string, number>[] }).items[0]!;
for (const k of Object.keys(m).filter((k) =>
  /ContentfulPaint|observedDomContent|observedLoad|observedFirstPaint/.test(k),
))
  console.log(k, m[k]);
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details).slice(0, 600));
console.log(JSON.stringify(a['render-blocking-resources']?.details).slice(0, 600));
