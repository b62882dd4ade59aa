/** Shared steps of the end-to-end tests: the demo accounts and signing in through the login page. */
import { expect, type Browser, type Page } from '@playwright/test';
import { codesSentTo } from '../shared/smsLog';

export const DEMO_PASSWORD = 'Demo@2026';

/**
 * The server answers only what the JNPF platform answers (`JNPF_STRICT=1 npx playwright test`): where our
 * own calls are missing there, a test proves what the app says instead.
 */
export const STRICT = process.env.JNPF_STRICT === '1';

export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
}

/**
 * Waits until the service worker controls the page, so the next load can be served offline. A page that
 * loaded before the worker activated is normally taken over by clients.claim(); in about one fresh
 * context in ten under load that hand-over was seen never to come (under investigation, see the stop
 * note), so after 20 s without control the page is loaded again once — a load after activation is
 * controlled from its start, as a person's next visit would be.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const controlled = await page.evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          const done = () => resolve(Boolean(navigator.serviceWorker.controller));
          if (navigator.serviceWorker.controller) return resolve(true);
          navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
          void navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller && done());
          setTimeout(done, ms);
        }),
      20_000,
    );
    if (controlled) return;
    await page.reload();
  }
  throw new Error('the service worker never took control of the page');
}

/** The signed-in user's name as the server knows it (read from the page's own stored session). */
export async function storedUserName(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { userName: string }).userName,
  );
}

/** The signed-in user's id (from the page's stored session), or null when nobody is signed in. */
export async function storedUserId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { userId: string } | null)?.userId ?? null,
  );
}

/** The session token the page stores (`Bearer …`). */
export async function storedToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

/**
 * Runs one raw IndexedDB request on a store of `userId`'s database (hr-<server hash>-<userId>): reading
 * what the app stored, or seeding rows as the app would write them. Never through the app's own code.
 */
async function onUserStore<T>(page: Page, userId: string, store: string, rows: unknown[] | null): Promise<T> {
  return page.evaluate(
    async ({ userId, store, rows }) => {
      const name = (await indexedDB.databases())
        .map((d) => d.name ?? '')
        .find((n) => n.startsWith('hr-') && n.endsWith(`-${userId}`));
      if (!name) throw new Error(`no database for ${userId}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        const tx = db.transaction(store, rows ? 'readwrite' : 'readonly');
        const os = tx.objectStore(store);
        if (rows) for (const row of rows) os.put(row);
        const all = os.getAll();
        return await new Promise<T>((resolve, reject) => {
          tx.oncomplete = () => resolve(all.result as T);
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { userId, store, rows },
  );
}

/** Every row of a store of the user's database (the signed-in user unless `userId` is given). */
export async function readUserStore<T>(page: Page, store: string, userId?: string): Promise<T[]> {
  const id = userId ?? (await storedUserId(page));
  if (!id) throw new Error('nobody is signed in');
  return onUserStore<T[]>(page, id, store, null);
}

/** Puts rows into a store of the signed-in user's database, as the app's own writes would. */
export async function writeUserStore(page: Page, store: string, rows: unknown[]): Promise<void> {
  const id = await storedUserId(page);
  if (!id) throw new Error('nobody is signed in');
  await onUserStore(page, id, store, rows);
}

/** An outbox row as the tests read it. */
export interface StoredOutboxRow {
  id: string;
  kind: string;
  /** The form a form row submits (its platform FormKey). */
  formKey?: string;
  state: 'queued' | 'sending' | 'done' | 'failed';
  stream: string;
  url: string;
  body: Record<string, unknown>;
  lastError: string | null;
  attempts: number;
  createdAt: number;
  result?: { id: string } & Record<string, unknown>;
}

export const storedOutbox = (page: Page, userId?: string) =>
  readUserStore<StoredOutboxRow>(page, 'outbox', userId);

/** Waits until the signed-in user's database exists (the app opens it once the first screen is up). */
export async function waitForUserDb(page: Page): Promise<void> {
  const userId = await storedUserId(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (id) =>
            (await indexedDB.databases()).some((d) => d.name?.startsWith('hr-') && d.name.endsWith(`-${id}`)),
          userId,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Every Content-Security-Policy violation the page reports from now on (the list fills as they happen). */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

/** Where the e2e server's local SMS provider writes each message (DATA_DIR/sms.log). */
const SMS_LOG = '.e2e-data/sms.log';

/** The newest code the local SMS provider sent to `mobile`, if any. */
export const lastSmsCodeTo = (mobile: string): string | undefined => codesSentTo(SMS_LOG, mobile).at(-1);

/** A browser of its own, signed in as `account` with its local database open (service workers allowed). */
export async function asUser(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, account);
  await waitForUserDb(page);
  return page;
}
