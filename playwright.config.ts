/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the built app served by
 * the real server on its own port, with a fresh embedded database (PGlite) seeded with the demo hospital.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts on one machine run their end-to-end suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT) || 6811;

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
  webServer: {
    command: 'rm -rf .e2e-data && node --import tsx server/main.ts',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.e2e-data',
      DEMO: '1',
      DATABASE_URL: '',
      STATIC_DIR: 'dist',
      // The local push service the chat suite starts (web-push-testing) is plain http on localhost.
      PUSH_HOSTS: 'localhost',
      // `JNPF_STRICT=1 npx playwright test`: the app against a server that answers only what JNPF answers.
      JNPF_STRICT: process.env.JNPF_STRICT ?? '',
    },
    url: `http://localhost:${E2E_PORT}/api/app/Version`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
