/**
 * Address Book (issue #3): offline, a colleague is found by pinyin initials and their page opens from
 * local data; the department picker filters the book to one ward.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedUserName, waitForServiceWorker } from './helpers';

const CONTACTS = '/pages/index/contacts';
/** The worker syncs the directory after sign-in; the first fill of the demo hospital takes a moment. */
const SYNC_TIMEOUT = 30_000;

interface Colleague {
  id: string;
  realName: string;
  initials: string;
  organizeName: string;
}

/** A colleague's row as the worker stored it in the signed-in user's IndexedDB (read, never written). */
async function storedColleague(page: Page, account: string): Promise<Colleague> {
  return page.evaluate(async (wanted) => {
    const me = (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { userId: string }).userId;
    const dbs = await indexedDB.databases();
    const name = dbs.map((d) => d.name ?? '').find((n) => n.startsWith('hr-') && n.endsWith(`-${me}`));
    if (!name) throw new Error(`no database for ${me}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<Colleague[]>((resolve, reject) => {
      const req = db.transaction('users').objectStore('users').getAll();
      req.onsuccess = () => resolve(req.result as Colleague[]);
      req.onerror = () => reject(req.error);
    });
    db.close();
    const row = (rows as (Colleague & { account: string })[]).find((r) => r.account === wanted);
    if (!row) throw new Error(`${wanted} is not in the local directory`);
    return { id: row.id, realName: row.realName, initials: row.initials, organizeName: row.organizeName };
  }, account);
}

async function openSyncedContacts(page: Page): Promise<void> {
  await page.goto(CONTACTS);
  await expect(page.getByTestId('contacts-asof')).toContainText('数据更新于', { timeout: SYNC_TIMEOUT });
}

const searchBox = (page: Page) => page.getByTestId('contacts-search').locator('input');

test('offline, the Address Book finds a colleague by pinyin initials and opens their page', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  await waitForServiceWorker(page);
  await openSyncedContacts(page);
  const head = await storedColleague(page, 'head01');
  expect(head.organizeName).toBe('心内科病区');

  await context.setOffline(true);
  // Open the Address Book as a person would: from the Messages tab, served by the service worker.
  await page.goto('/pages/index/index');
  await page.getByText('通讯录', { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${CONTACTS}$`));
  await expect(page.getByTestId('contacts-asof')).toContainText('数据更新于');

  // The letters of the ward's name (心内科病区 → xnkbq) find its people too.
  await searchBox(page).fill('xnkbq');
  await expect(
    page.getByTestId('contact-list').getByRole('button').filter({ hasText: head.realName }).first(),
  ).toBeVisible();

  await searchBox(page).fill(head.initials);
  const row = page
    .getByTestId('contact-list')
    .getByRole('button')
    .filter({ hasText: head.realName })
    .filter({ hasText: head.organizeName });
  await expect(row.first()).toBeVisible();
  await row.first().click();

  await expect(page).toHaveURL(/\/pages\/message\/userDetail\/index\?id=/);
  expect(new URL(page.url()).searchParams.get('id')).toBe(head.id);
  const card = page.getByTestId('colleague');
  await expect(card).toContainText(head.realName);
  await expect(card).toContainText(head.organizeName);
  await expect(page.getByRole('button', { name: '发消息' })).toBeVisible();
  await context.setOffline(false);
});

test('the department picker filters the Address Book to one ward', async ({ page }) => {
  await signIn(page, 'nurse01');
  const me = await storedUserName(page);
  await openSyncedContacts(page);
  const hr = await storedColleague(page, 'hr01');
  expect(hr.organizeName).not.toBe('心内科病区');

  await page.getByRole('button', { name: '选择部门' }).click();
  const picker = page.getByTestId('department-picker');
  await expect(picker).toBeVisible();
  await picker.getByTestId('picker-search').locator('input').fill('心内科病区');
  await picker.getByRole('button', { name: /^心内科病区/ }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();

  const clearFilter = page.getByRole('button', { name: '清除部门筛选：心内科病区' });
  await expect(clearFilter).toBeVisible();
  const list = page.getByTestId('contact-list');
  await expect(list.getByRole('button', { expanded: true }).first()).toContainText('心内科病区');

  // Search stays inside the ward: nurse01 works there, the HR officer does not.
  await searchBox(page).fill(me);
  await expect(list.getByRole('button').filter({ hasText: me }).first()).toBeVisible();
  await searchBox(page).fill(hr.realName);
  await expect(page.getByText('没有找到匹配的同事')).toBeVisible();

  await clearFilter.click();
  await expect(list.getByRole('button').filter({ hasText: hr.realName }).first()).toBeVisible();
});
