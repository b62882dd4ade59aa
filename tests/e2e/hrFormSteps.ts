/**
 * Steps on the HR forms shared by their end-to-end tests: filling fields by their labels (dates, radios,
 * dictionary, department, position and person pickers), the outbox's verdict, and approvals by other
 * people over the API (the approval screens themselves are proven in workflow.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import md5 from 'blueimp-md5';
import {
  FLOW_ACTION_PATHS,
  FLOW_CATEGORY,
  IDEMPOTENCY_HEADER,
  flowListPath,
  type UserInfo,
} from '../../contract';
import { DEMO_PASSWORD, storedOutbox, type StoredOutboxRow } from './helpers';

const LOGIN = '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password';
export const DELIVERY_TIMEOUT = 30_000;
/** Reference data (dictionaries, the organisation) arrives with the first sync after signing in. */
const SYNC_TIMEOUT = 30_000;

/** The date field named `label`: a button that shows its date (yyyy-MM-dd) and opens the app's wheel. */
export const dateField = (page: Page, label: string) =>
  page.getByRole('button', { name: label, exact: true });

/** Picks `date` (yyyy-MM-dd) as a nurse does: tap the field, turn 年, 月 and 日 to it, 确定. */
export async function fillDate(page: Page, label: string, date: string): Promise<void> {
  await dateField(page, label).click();
  const wheel = page.locator('.wheel.modal-in');
  await expect(wheel).toBeVisible();
  const [year, month, day] = date.split('-').map(Number);
  const columns = wheel.locator('.picker-column');
  for (const [i, value] of [year, month, day].entries())
    await columns.nth(i).locator(`.picker-item[data-picker-value="${value}"]`).click();
  await wheel.getByRole('button', { name: '确定' }).click();
  await expect(dateField(page, label)).toHaveAttribute('data-value', date);
}

export async function chooseRadio(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('radiogroup', { name: label }).getByLabel(option, { exact: true }).check();
}

export async function chooseDictionary(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByTestId('dictionary-picker');
  await picker.getByRole('button', { name, exact: true }).click({ timeout: SYNC_TIMEOUT });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

/** A department, position or person picker: search, take the first match, confirm. */
export async function pickFromTree(
  page: Page,
  label: string,
  kind: 'department' | 'position' | 'user',
  search: string,
): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  // Each picker field keeps its sheet once opened: the one on view is the one just opened.
  const picker = page.locator(`[data-testid="${kind}-picker"]:visible`);
  await expect(picker).toBeVisible();
  await picker.getByTestId('picker-search').locator('input').fill(search);
  // The list filters a moment after typing (a deferred value): wait for the flat search list, which has
  // no expanders, then take the row whose label is exactly the one asked (护士, not 护士长).
  await expect(picker.locator('.picker-expander')).toHaveCount(0, { timeout: SYNC_TIMEOUT });
  await picker
    .locator('.picker-row-main', {
      has: page.locator('.picker-row-label', { hasText: new RegExp(`^${search}$`) }),
    })
    .first()
    .click({ timeout: SYNC_TIMEOUT });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

/** The page's outbox rows, oldest first. */
export const outboxRows = async (page: Page) =>
  (await storedOutbox(page)).sort((a, b) => a.createdAt - b.createdAt);

/** Waits until the newest row of the page's outbox is queued (or being sent), or until every row is done. */
export async function outboxSettles(page: Page, state: 'queued' | 'done'): Promise<void> {
  const settled = (rows: StoredOutboxRow[]) =>
    state === 'queued'
      ? /queued|sending/.test(rows.at(-1)?.state ?? '')
      : rows.length > 0 && rows.every((r) => r.state === 'done');
  await expect.poll(async () => settled(await outboxRows(page)), { timeout: DELIVERY_TIMEOUT }).toBe(true);
}

/** The task the page's newest delivered form started (its outbox result). */
export async function deliveredTaskId(page: Page): Promise<string> {
  const last = (await outboxRows(page)).filter((r) => r.state === 'done').at(-1);
  const taskId = last?.result?.taskId;
  if (typeof taskId !== 'string') throw new Error('no delivered form with a task');
  return taskId;
}

async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post(LOGIN, {
    form: { account, password: md5(DEMO_PASSWORD) },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** What the server holds about `account` (CurrentUser's userInfo). */
export async function userInfoOf(request: APIRequestContext, account: string): Promise<UserInfo> {
  const res = await request.get('/api/oauth/CurrentUser?type=app', {
    headers: { Authorization: await tokenOf(request, account), 'jnpf-origin': 'app' },
  });
  return ((await res.json()) as { data: { userInfo: UserInfo } }).data.userInfo;
}

/** A handwritten signature as the signature pad sends it (a tiny PNG). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** `account` approves `taskId` from their to-do list over the API (once it has reached them). */
export const approveAs = (request: APIRequestContext, account: string, taskId: string): Promise<void> =>
  decideAs(request, account, taskId, 'audit', '同意');

/** `account` approves or sends back `taskId` from their to-do list over the API, with this opinion. */
export async function decideAs(
  request: APIRequestContext,
  account: string,
  taskId: string,
  action: 'audit' | 'reject',
  opinion: string,
): Promise<void> {
  const headers = { Authorization: await tokenOf(request, account), 'jnpf-origin': 'app' };
  let operatorId: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${flowListPath(FLOW_CATEGORY.todo)}?pageSize=50`, { headers });
        const list = ((await res.json()) as { data: { list: { id: string; processId: string }[] } }).data
          .list;
        operatorId = list.find((item) => item.processId === taskId)?.id;
        return operatorId;
      },
      { timeout: DELIVERY_TIMEOUT },
    )
    .toBeTruthy();
  const res = await request.post(FLOW_ACTION_PATHS[action](operatorId!), {
    headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    data: { handleOpinion: opinion, copyIds: [], signImg: SIGNATURE },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body, `${account} ${action}`).toMatchObject({ code: 200 });
}

/** The applicant's 我发起的 shows the flow `title` as 审核通过. */
export async function seesApproved(page: Page, title: string): Promise<void> {
  await page.goto('/pages/index/workFlowNew');
  await page.getByRole('tab', { name: '我发起的' }).click();
  const mine = page.getByTestId('wf-item').filter({ hasText: title }).first();
  await expect(mine.getByTestId('wf-status')).toHaveText('审核通过', { timeout: DELIVERY_TIMEOUT });
}
