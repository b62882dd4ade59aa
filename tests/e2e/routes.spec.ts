/** Every route of spec §2 opens its screen on a cold load (deep link), and Chromium finds the app installable. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { ROUTES } from '../../src/app/routeTable';
import { zhCN } from '../../src/i18n/zh-CN';
import { signIn, waitForServiceWorker } from './helpers';

function zhTitle(id: string): string {
  const parts = id.split('.');
  let node: unknown = zhCN.route;
  for (const p of parts) node = (node as Record<string, unknown>)[p];
  return String(node);
}

test('every spec route deep-links to its own screen when signed in', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'nurse01');
  for (const def of ROUTES.filter((r) => r.screen !== 'launch' && r.screen !== 'login')) {
    for (const path of def.paths) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
      if (def.tab === undefined) {
        await expect(page.locator('.navbar .title').last(), path).toHaveText(zhTitle(def.id));
      } else {
        await expect(page.locator('.app-tabbar'), path).toBeVisible();
      }
    }
  }
});

test('a route that needs a session sends a signed-out visitor to the login page', async ({ page }) => {
  await page.goto('/pages/subDev/leaveAttendanceManage/leaveApply');
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
});

test('Chromium considers the app installable (manifest, icons, service worker)', async ({ baseURL }) => {
  // A persistent profile: Chromium never offers installation in an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'hr-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/pages/login/index');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
