/**
 * Accessibility (#13): axe-core's WCAG 2.1 A/AA rules find nothing on the eleven screens a nurse uses most
 * (login, the four tabs, Address Book, leave, punch-card, payslips, my initiated, resignation), on a phone;
 * and every target on the four tabs, the Address Book and a form is at least 44 × 44 px (#14 item 8); and
 * every input in the accessibility tree is named by its label, not by its placeholder or not at all (#30 item
 * 16: a screen reader read the forms' inputs as "edit box").
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { SCREEN_PATHS, type ScreenName } from './screens';

test.use({ viewport: { width: 390, height: 844 }, permissions: ['geolocation'] });

const SCREENS = Object.entries({
  消息: 'messages',
  业务办理: 'workflow',
  业务申请: 'apply',
  我的: 'my',
  通讯录: 'contacts',
  请假申请: 'leave',
  外勤打卡: 'punch',
  工资条: 'payslip',
  我发起的: 'launched',
  离职申请: 'dimission',
} satisfies Record<string, ScreenName>).map(([name, screen]) => ({ name, path: SCREEN_PATHS[screen] }));

/** Every WCAG 2.1 A/AA violation on the screen, as `rule: selector` lines (empty when it passes). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const data = n.any[0]?.data as
        { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})` : '';
      return `${v.id}: ${n.target.join(' ')}${colours}`;
    }),
  );
}

test('the login page passes WCAG 2.1 A/AA', async ({ page }) => {
  await page.goto('/pages/login/index');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the screens a nurse uses most pass WCAG 2.1 A/AA', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'nurse01');
  const found: string[] = [];
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.locator('.navbar .title').last()).toBeVisible();
    await expect(page.locator('.page-loader:visible')).toHaveCount(0, { timeout: 10_000 });
    found.push(...(await violations(page)).map((v) => `${screen.name} ${v}`));
  }
  expect(found).toEqual([]);
});

/** Targets smaller than 44 px either way: `tag "text" w×h`; an input inside a label is measured as the label. */
const SMALL_TARGETS = `(() => {
  const out = [];
  for (const el of document.querySelectorAll('a, button, [role="button"], [role="tab"], input, select, textarea')) {
    const target = el.tagName === 'INPUT' && el.closest('label') ? el.closest('label') : el;
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
    if (r.height < 43.5 || r.width < 43.5)
      out.push(target.tagName + ' "' + (target.textContent || '').trim().slice(0, 12) + '" ' + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  return out;
})()`;

test('every target on the tabs, the Address Book and a form is at least 44 px each way', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'nurse01');
  const found: string[] = [];
  for (const path of [
    '/pages/index/index',
    '/pages/index/workFlowNew',
    '/pages/index/apply',
    '/pages/index/my',
    '/pages/index/contacts',
    '/pages/subDev/leaveAttendanceManage/leaveApply',
  ]) {
    await page.goto(path);
    await expect(page.locator('.navbar .title').last()).toBeVisible();
    await expect(page.locator('.page-loader:visible')).toHaveCount(0, { timeout: 10_000 });
    found.push(...((await page.evaluate(SMALL_TARGETS)) as string[]).map((t) => `${path} ${t}`));
  }
  expect(found).toEqual([]);
});

/** Roles a screen reader announces as something to type in or choose. */
const INPUT_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'checkbox',
  'radio',
  'switch',
]);

type AxSource = { type: string; attribute?: string; value?: { value?: unknown }; superseded?: boolean };
type AxNode = {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string; sources?: AxSource[] };
};

/** Where a node's name comes from: the first source that gave a value and was not overridden. */
function nameSource(node: AxNode): string {
  const from = node.name?.sources?.find((s) => s.value?.value !== undefined && !s.superseded);
  return from ? (from.attribute ?? from.type) : 'no name';
}

/** A name a screen reader should not rely on: none, or only the placeholder or the title. */
const WEAK_SOURCES = new Set(['no name', 'placeholder', 'title']);

/** Each input of the page's accessibility tree whose name is missing or only its placeholder or title. */
async function unnamedInputs(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && INPUT_ROLES.has(String(n.role?.value)))
    .map((n) => ({ role: n.role?.value, name: String(n.name?.value ?? '').trim(), from: nameSource(n) }))
    .filter(({ name, from }) => !name || WEAK_SOURCES.has(from))
    .map(({ role, name, from }) => `${role} "${name}" (${from})`);
}

test('every input on the forms a nurse fills is named by its label', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'nurse01');
  const found: string[] = [];
  for (const path of [
    ...SCREENS.map((s) => s.path),
    '/pages/my/modifyPsd',
    '/pages/my/personalData',
    '/pages/my/accountSecurity',
  ]) {
    await page.goto(path);
    await expect(page.locator('.navbar .title').last()).toBeVisible();
    await expect(page.locator('.page-loader:visible')).toHaveCount(0, { timeout: 10_000 });
    found.push(...(await unnamedInputs(page)).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
});
