/**
 * HR forms end to end (issue #6), for three representative forms: a transfer drafted with no signal,
 * queued, delivered once back online and approved by the department director and HR; a resignation approved up to
 * the hospital leadership (whose node asks for a signature); a further study approved, then its return —
 * which names that study — drafted offline and approved. Each ends with 审核通过 in the nurse's 我发起的.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, storedOutbox, waitForServiceWorker, waitForUserDb } from './helpers';
import {
  approveAs,
  chooseDictionary,
  chooseRadio,
  deliveredTaskId,
  dateField,
  DELIVERY_TIMEOUT,
  fillDate,
  userInfoOf,
  outboxRows,
  outboxSettles,
  pickFromTree,
  seesApproved,
} from './hrFormSteps';

const TRANSFER = '/pages/subDev/personnelManage/transferPositionApply';
const DIMISSION = '/pages/subDev/personnelManage/dimissionApply';
const FURTHER_STUDY = '/pages/subDev/studyHonor/furtherStudyApply';
const FURTHER_STUDY_BACK = '/pages/subDev/studyHonor/furtherStudyBack';

const cut = (route: Route) => route.abort('internetdisconnected');

async function offline(page: Page): Promise<void> {
  // A reload with no signal is served by the service worker: it must control the page first.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.context().route('**/api/**', cut);
}

async function online(page: Page): Promise<void> {
  await page.context().unroute('**/api/**', cut);
  await page.context().setOffline(false);
}

async function signedInNurse(page: Page): Promise<void> {
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
}

/** 提交 queues the form: 已提交 is said (a busy phone may take a while), or the test names the refused field. */
async function submitQueued(page: Page): Promise<void> {
  await page.getByRole('button', { name: '提交', exact: true }).click();
  const said = page
    .getByRole('status')
    .filter({ hasText: /^已提交/ })
    .first();
  const refused = page.locator('.item-input-error-message').first();
  await expect(said.or(refused)).toBeVisible({ timeout: DELIVERY_TIMEOUT });
  if (await refused.isVisible()) throw new Error(`the form refused a field: ${await refused.textContent()}`);
  await outboxSettles(page, 'queued');
}

test('a transfer drafted offline is delivered once and approved by the department and HR', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInNurse(page);
  await page.goto(TRANSFER);
  await expect(page.getByRole('button', { name: '调入科室', exact: true })).toBeVisible();
  await offline(page);
  await page.reload();
  await pickFromTree(page, '原科室', 'department', '心内科病区');
  await pickFromTree(page, '原岗位', 'position', '护士');
  await pickFromTree(page, '调入科室', 'department', '重症医学科病区');
  await pickFromTree(page, '调入岗位', 'position', '护士');
  await fillDate(page, '调岗日期', '2027-01-10');
  await page.getByLabel('申请事由').fill('重症医学科护理人力不足，申请调入');
  await submitQueued(page);
  // No signal, so no bill number yet: the outbox asks for one when it sends the form.
  await expect(page.getByLabel('单据编号')).toHaveText('提交后生成');
  await page.reload();
  // Still waiting after a reload (the flusher may be trying it right now, with no signal).
  expect((await storedOutbox(page)).map((r) => [r.kind, r.state])).toEqual([
    ['hrForm', expect.stringMatching(/queued|sending/)],
  ]);

  await online(page);
  await outboxSettles(page, 'done');
  const taskId = await deliveredTaskId(page);
  await approveAs(request, 'director01', taskId);
  await approveAs(request, 'hr01', taskId);
  await seesApproved(page, '调岗申请');
  // Delivered once, with the number the outbox fetched.
  expect((await storedOutbox(page)).map((r) => r.body.billNo)).toEqual([expect.stringMatching(/^DG\d+$/)]);
  await page.goto(`/pages/workFlow/flowBefore/index?id=${taskId}&category=launch`);
  await expect(page.getByText('重症医学科护理人力不足，申请调入').first()).toBeVisible();
});

test('a resignation goes through the department, HR and the hospital leadership', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInNurse(page);
  await page.goto(DIMISSION);
  await chooseDictionary(page, '离职原因', '家庭原因');
  // 入职日期 and 联系电话 come filled in from what the server knows about her.
  const own = await userInfoOf(request, 'nurse01');
  await expect(dateField(page, '入职日期')).toHaveAttribute('data-value', own.entryDate!);
  await expect(page.getByLabel('联系电话')).toHaveValue(own.mobilePhone!);
  await fillDate(page, '最后工作日', '2027-03-31');
  await pickFromTree(page, '工作交接人', 'user', '周晓梅');
  await page.getByLabel('联系电话').fill('1381234567');
  await page.getByLabel('申请事由').fill('随家人迁居外地');
  // A mobile number one digit short is named before anything is queued.
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('联系电话：请输入正确的手机号码')).toBeVisible();
  expect(await storedOutbox(page)).toEqual([]);
  await page.getByLabel('联系电话').fill('13812345678');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await outboxSettles(page, 'done');
  const taskId = await deliveredTaskId(page);
  await approveAs(request, 'director01', taskId);
  await approveAs(request, 'hr01', taskId);
  await approveAs(request, 'leader01', taskId);
  await seesApproved(page, '离职申请');
});

test('a further study and its return, drafted offline naming that study, are both approved', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signedInNurse(page);
  await page.goto(FURTHER_STUDY);
  await chooseDictionary(page, '进修类型', '国内进修');
  await page.getByLabel('进修单位').fill('浙江大学医学院附属第一医院');
  await page.getByLabel('专业').fill('重症护理');
  await fillDate(page, '开始日期', '2027-03-01');
  await fillDate(page, '结束日期', '2027-08-31');
  await chooseRadio(page, '费用承担', '医院承担');
  await page.getByLabel('进修计划').fill('系统学习 ECMO 护理');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await outboxSettles(page, 'done');
  const studyTask = await deliveredTaskId(page);
  const studyBill = (await outboxRows(page)).at(-1)?.body.billNo as string;
  await approveAs(request, 'director01', studyTask);
  await approveAs(request, 'hr01', studyTask);
  await seesApproved(page, '进修申请');

  // Opened once with signal (the approved study is fetched and kept), then drafted with none.
  await page.goto(FURTHER_STUDY_BACK);
  const relation = page.getByRole('radiogroup', { name: '关联申请' });
  await expect(relation.getByText(studyBill)).toBeVisible({ timeout: 30_000 });
  await offline(page);
  await page.reload();
  await relation.getByText(studyBill).click();
  await fillDate(page, '返岗日期', '2027-09-01');
  await page.getByLabel('进修成果').fill('取得 ECMO 专科护士证书');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: '结业证书.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 结业'),
    });
  await submitQueued(page);
  await online(page);
  await outboxSettles(page, 'done');
  const backTask = await deliveredTaskId(page);
  expect(backTask).not.toBe(studyTask);
  await approveAs(request, 'director01', backTask);
  await approveAs(request, 'hr01', backTask);
  await seesApproved(page, '进修返岗');
});
