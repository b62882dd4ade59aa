/**
 * Refusals name no key and no id (#30 item 3): the server's `field: words` is shown with the field's label
 * (refId → 关联申请) or as a plain sentence (nodeCode: 该节点无需选择审批人 → 该节点无需选择审批人); a UUID in
 * the words is left out; a relation field's stored id is shown as the linked application's title.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { addHrWords } from '../../../src/forms/formWords';
import { hrFormDef } from '../../../contract/hrForm';
import { refusalText } from '../../../core/net/refusalText';
import { fieldLabelOf, formRefusalText } from '../../../src/forms/refusalWords';
import { readRelationTitle } from '../../../src/forms/relationTitle';
import { createUserDb, type UserDb } from '../../../core/store/db';

addHrWords();

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const KEY = /^[A-Za-z_][\w.]*\s*:/;
const ANY_UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const RETURN = hrFormDef('SecondmentReturn');

describe('refusalText', () => {
  it('names the field by its label where the form is known', () => {
    const shown = formRefusalText(t, 'refId: 该申请已被另一份审批中或已通过的申请关联，不能重复关联', RETURN);
    expect(shown).toBe('关联申请：该申请已被另一份审批中或已通过的申请关联，不能重复关联');
    expect(shown).not.toMatch(KEY);
  });

  it('does not name the field twice when the words already do', () => {
    expect(formRefusalText(t, 'refId: 关联申请尚未审批通过，不能关联', RETURN)).toBe(
      '关联申请尚未审批通过，不能关联',
    );
  });

  it('says the words alone as a sentence when no label is known', () => {
    expect(refusalText('nodeCode: 该节点无需选择审批人')).toBe('该节点无需选择审批人');
    expect(refusalText('fileJson.0.name: 文件名过长')).toBe('文件名过长');
  });

  it('leaves out an id, and passes text without a key through', () => {
    const shown = refusalText(`refId: 申请 ${UUID} 不存在`);
    expect(shown).not.toMatch(ANY_UUID);
    expect(shown).not.toMatch(KEY);
    expect(refusalText('请假天数超出可用余额')).toBe('请假天数超出可用余额');
    expect(refusalText('关联申请：只能关联本人的申请')).toBe('关联申请：只能关联本人的申请');
  });

  it('finds labels only among the form’s own fields', () => {
    const labelOf = fieldLabelOf(t, RETURN);
    expect(labelOf('refId')).toBe('关联申请');
    expect(labelOf('nodeCode')).toBeUndefined();
  });
});

describe('readRelationTitle: a linked application by its title, never its id', () => {
  let db: UserDb | null = null;
  afterEach(async () => {
    await db?.delete();
    db = null;
  });

  it('finds the title among the stored originals, then in 我发起的, else none', async () => {
    db = createUserDb(`relation-title-${Math.random()}`);
    expect(await readRelationTitle(db, UUID)).toBeNull();
    await db.flowLists.put({
      key: 'launch',
      rows: [{ id: 'task-9', processId: 'form-9', fullName: '护士甲的借调申请', billNo: 'JD0009' }],
      fetchedAt: 1,
    });
    expect(await readRelationTitle(db, 'form-9')).toBe('护士甲的借调申请 · JD0009');
    await db.hrOriginals.put({
      formKey: 'SecondmentReturn',
      fetchedAt: 1,
      list: [
        {
          id: UUID,
          formKey: 'PersonnelSecondment',
          billNo: 'JD0001',
          flowTitle: '护士甲的借调申请',
          creatorTime: 1,
          data: {},
        },
      ],
    });
    const title = await readRelationTitle(db, UUID);
    expect(title).toBe('护士甲的借调申请 · JD0001');
    expect(title).not.toMatch(ANY_UUID);
  });
});
