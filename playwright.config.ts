/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the built app served by
 * the real server on its own port, with a fresh embedded database (PGlite) seeded with the demo hospital,
 * and the server's DingTalk aimed at a local double of DingTalk's API on E2E_PORT + 1000.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts on one machine run their end-to-end suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT) || 6811;
// The local DingTalk double (tests/shared/dingDouble.ts) the server exchanges DingTalk codes with. A test
// asks it for a code as DingTalk's JS API would give one: POST `${DING_DOUBLE_URL}/__double/authCode`
// with {userid} → {code} (DOUBLE_AUTH_CODE_PATH).
export const DING_DOUBLE_PORT = E2E_PORT + 1000;
export const DING_DOUBLE_URL = `http://127.0.0.1:${DING_DOUBLE_PORT}`;
/** The local Web Push service the chat suite starts (web-push-testing), the one push host the server allows. */
export const PUSH_SERVICE_PORT = E2E_PORT + 2000;
/** Made-up DingTalk app settings the server and the double share. */
export const DING_E2E = { appKey: 'dinge2e', appSecret: 'e2e-secret', corpId: 'ding-e2e-corp' } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // A look regression (a colour, a layout) moves far more than 1 % of a screen; antialiasing does not.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01 } },
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // The error context goes into the output too: CI keeps nothing else of a failure.
  reporter: [['list'], ['./tests/e2e/errorContextReporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
    // A phone's microphone: Chromium's fake device, granted without a prompt (the chat's voice messages).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node --import tsx tests/shared/dingDouble.ts',
      env: {
        DING_DOUBLE_PORT: String(DING_DOUBLE_PORT),
        DINGTALK_APP_KEY: DING_E2E.appKey,
        DINGTALK_APP_SECRET: DING_E2E.appSecret,
      },
      url: `${DING_DOUBLE_URL}/__double/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'rm -rf .e2e-data && node --import tsx server/main.ts',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: '.e2e-data',
        DEMO: '1',
        DATABASE_URL: '',
        STATIC_DIR: 'dist',
        // The local push service the chat suite starts (web-push-testing): plain http, on its own port only.
        PUSH_HOSTS: `localhost:${PUSH_SERVICE_PORT}`,
        // `JNPF_STRICT=1 npx playwright test`: the app against a server that answers only what JNPF answers.
        JNPF_STRICT: process.env.JNPF_STRICT ?? '',
        // DingTalk sign-in against the double above.
        DINGTALK_APP_KEY: DING_E2E.appKey,
        DINGTALK_APP_SECRET: DING_E2E.appSecret,
        DINGTALK_CORP_ID: DING_E2E.corpId,
        DINGTALK_BASE_URL: DING_DOUBLE_URL,
      },
      url: `http://localhost:${E2E_PORT}/api/app/Version`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
