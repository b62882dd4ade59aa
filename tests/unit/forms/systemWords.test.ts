/**
 * The system fields' words live in one table (contract/form/words.ts): every form (leave among them) and
 * the server's flow templates label `applyDate` and its kin the same, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { SYSTEM_FIELD_WORDS } from '../../../contract/form/words';
import { HR_WORDS } from '../../../contract/hrForm/words';
import { TEMPLATES } from '../../../server/workflow/templates';

describe('system-field words', () => {
  it('applyDate is 申请日期 everywhere', () => {
    expect(SYSTEM_FIELD_WORDS.zh.applyDate).toBe('申请日期');
    expect(HR_WORDS.zh.field.applyDate).toBe('申请日期');
  });
  it('the forms carry the same label for each system field, in both languages', () => {
    for (const [field, word] of Object.entries(SYSTEM_FIELD_WORDS.zh)) {
      expect(HR_WORDS.zh.field).toHaveProperty(field, word);
    }
    for (const [field, word] of Object.entries(SYSTEM_FIELD_WORDS.en)) {
      expect(HR_WORDS.en.field).toHaveProperty(field, word);
    }
  });
  it("every flow template names the system fields with the table's words", () => {
    for (const template of TEMPLATES) {
      for (const [id, name] of Object.entries(SYSTEM_FIELD_WORDS.zh)) {
        expect(template.fields).toContainEqual({ id, name });
      }
    }
  });
});
