/**
 * The outbox against the real server (issue #4): a submission the server rejects comes back as a failed
 * row with the server's message, is corrected through 修改 and delivered; a session that ends while a row
 * waits never sends it with anyone else's token, and the same user signing in again delivers it once.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { readUserStore, signIn, storedOutbox, storedToken, storedUserId, writeUserStore } from './helpers';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

const LEAVE_API = '**/api/workflow/Form/LeaveApply**';
const DELIVERY_TIMEOUT = 30_000;

interface StoredDraft {
  id: string;
  formKey: string;
  data: Record<string, unknown>;
  state: string;
}

/** Fills a valid leave (病假, two half days from `date` 上午) and saves it as a draft. */
async function fillLeave(page: Page, date: string, nextDay: string, reason: string): Promise<void> {
  await page.goto(LEAVE);
  await chooseLeaveType(page, '病假');
  await chooseHalfDay(page, '开始时间', date, '上午');
  await chooseHalfDay(page, '结束时间', nextDay, '上午');
  await page.getByLabel('请假事由').fill(reason);
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.app-toast')).toContainText('草稿已保存');
}

async function openSyncCentre(page: Page) {
  await page.goto('/pages/index/my');
  await page.getByText('同步中心').click();
  const centre = page.getByTestId('sync-centre');
  await expect(centre).toBeVisible();
  return centre;
}

async function applicationOnServer(page: Page, id: string) {
  const res = await page.request.get(`/api/workflow/Form/LeaveApply/${id}`, {
    headers: { Authorization: await storedToken(page) },
  });
  return (await res.json()) as { code: number; data: { leaveReason: string; leaveType: string } };
}

test('a rejected submission shows the server’s message; 修改 corrects it and it is delivered', async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await fillLeave(page, '2026-12-14', '2026-12-15', '复查');
  // A draft left from before the leave type was retired on the server: the app still holds its id.
  const [draft] = (await readUserStore<StoredDraft>(page, 'drafts')).filter(
    (d) => d.formKey === 'LeaveApply',
  );
  if (!draft) throw new Error('the draft was not saved');
  await writeUserStore(page, 'drafts', [
    { ...draft, data: { ...draft.data, leaveType: 'dict-leaveType-retired' } },
  ]);
  await page.reload();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^已提交|提交被退回|已送达/ })).toBeVisible();

  // The server refuses it: the row fails with the server's own words, and Me counts it.
  await expect
    .poll(async () => (await storedOutbox(page)).find((r) => r.formKey === 'LeaveApply')?.state, {
      timeout: DELIVERY_TIMEOUT,
    })
    .toBe('failed');
  const centre = await openSyncCentre(page);
  const row = centre.getByTestId('sync-row');
  await expect(row).toContainText('发送失败');
  await expect(row).toContainText('请假类型：不在字典中');

  // 修改 opens the draft with the rejected data and the reason; choosing a current type delivers it.
  await row.getByRole('button', { name: '修改' }).click();
  await expect(page).toHaveURL(/leaveApply\?draft=/);
  await expect(page.getByRole('alert')).toContainText('请假类型：不在字典中');
  await expect(page.getByLabel('请假事由')).toHaveValue('复查');
  await chooseLeaveType(page, '病假');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^已提交|提交被退回|已送达/ })).toBeVisible();

  await expect
    .poll(async () => (await storedOutbox(page)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);
  const [delivered] = await storedOutbox(page);
  expect((await applicationOnServer(page, delivered!.result!.id)).data.leaveReason).toBe('复查');
  // The delivered application's draft is gone; the rejected row was replaced, not kept beside it.
  expect((await readUserStore<StoredDraft>(page, 'drafts')).filter((d) => d.id === draft.id)).toEqual([]);
});

test('a session ending while a leave waits: nobody else sends it; the same user signing in again delivers it once', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  const nurse = await storedUserId(page);
  const oldToken = await storedToken(page);
  await fillLeave(page, '2026-12-21', '2026-12-22', '陪护家人');
  // No signal for the form's endpoint: the submission waits in the queue.
  const cut = (route: Route) => route.abort('internetdisconnected');
  await context.route(LEAVE_API, cut);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^已提交|提交被退回|已送达/ })).toBeVisible();

  // The session ends elsewhere (signed out on another device): the app goes back to the login page.
  // Every request for the form that reached the server: the token it carried and the answer's code.
  const sent: { auth: string; code: number | undefined }[] = [];
  context.on('response', async (response) => {
    const request = response.request();
    if (!request.url().includes('/api/workflow/Form/LeaveApply')) return;
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    sent.push({ auth: (await request.allHeaders()).authorization ?? '', code: body?.code });
  });
  await page.request.get('/api/oauth/Logout', { headers: { Authorization: oldToken } });
  await expect(page).toHaveURL(/\/pages\/login\/index$/, { timeout: DELIVERY_TIMEOUT });
  await context.unroute(LEAVE_API, cut);

  // The head nurse signs in on this phone: her session never sends the nurse's row.
  await signIn(page, 'head01');
  const headToken = await storedToken(page);
  await page.goto('/pages/index/my');
  await expect(page.getByText('同步中心')).toBeVisible();
  expect((await storedOutbox(page, nurse!)).map((r) => r.state)).toEqual(['queued']);

  // The first nurse signs in again: her row goes out with her new token, once.
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.dialog-button', { hasText: '确定' }).click();
  await signIn(page, 'nurse01');
  await expect
    .poll(async () => (await storedOutbox(page)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);
  // A try with the dead token (before the worker heard the session end) is refused and pauses the row;
  // the head nurse's token is never used; the application is stored under the new one.
  const newToken = await storedToken(page);
  expect(sent.filter((s) => s.auth === headToken)).toEqual([]);
  expect(sent.filter((s) => s.auth === oldToken).every((s) => s.code === 600)).toBe(true);
  expect(sent.filter((s) => s.code === 200).map((s) => s.auth)).toEqual([newToken]);
  const [delivered] = await storedOutbox(page);
  expect((await applicationOnServer(page, delivered!.result!.id)).data.leaveReason).toBe('陪护家人');
});
