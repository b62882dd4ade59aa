/**
 * The HR forms' installation data reaches existing databases: every start inserts the catalogue's bill
 * rules and the HR forms' permissions when missing (staff may add every HR form), and changes none it has.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_FORMS } from '../../contract/hrForm';
import * as t from '../../server/db/schema';
import { seedInstallation } from '../../server/seed/installation';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const db = () => h.database.db;
const staffAdds = () =>
  db()
    .select({ modelId: t.rolePermissions.modelId })
    .from(t.rolePermissions)
    .where(and(eq(t.rolePermissions.roleId, 'role-staff'), eq(t.rolePermissions.enCode, 'btn_add')));

describe('installation data of the HR forms', () => {
  it('a new database has every catalogue bill rule and staff may add every HR form', async () => {
    const rules = await db()
      .select()
      .from(t.billRules)
      .where(
        inArray(
          t.billRules.enCode,
          HR_FORMS.map((f) => f.billRule),
        ),
      );
    expect(rules).toHaveLength(HR_FORMS.length);
    expect(rules.find((r) => r.enCode === 'WF_CeaseLeaveApplyNo')).toMatchObject({
      prefix: 'XJ',
      fullName: '销假申请单号',
    });
    expect((await staffAdds()).map((p) => p.modelId)).toEqual(
      expect.arrayContaining(HR_FORMS.map((f) => f.key)),
    );
  });

  it('a start on an older database adds what is missing and keeps what it has', async () => {
    await db().delete(t.billRules).where(eq(t.billRules.enCode, 'WF_CreditApplyNo'));
    await db()
      .update(t.billRules)
      .set({ prefix: 'QJX', currentNumber: 42 })
      .where(eq(t.billRules.enCode, 'WF_LeaveApplyNo'));
    await db().delete(t.rolePermissions).where(eq(t.rolePermissions.modelId, 'creditApply'));

    await seedInstallation(db());
    await seedInstallation(db());

    const [credit] = await db().select().from(t.billRules).where(eq(t.billRules.enCode, 'WF_CreditApplyNo'));
    expect(credit).toMatchObject({ prefix: 'XF' });
    const [leave] = await db().select().from(t.billRules).where(eq(t.billRules.enCode, 'WF_LeaveApplyNo'));
    expect(leave).toMatchObject({ prefix: 'QJX', currentNumber: 42 });
    expect((await staffAdds()).map((p) => p.modelId)).toContain('creditApply');
  });
});
