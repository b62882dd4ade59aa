/**
 * Adding an HR form is its catalogue entry, its definition and its words (contract/README.md): every entry
 * has a definition, every field of it has words in both languages, and the route table, the i18n route
 * titles and the server's flow templates all carry it without being told.
 */
import { describe, expect, it } from 'vitest';
import { isLayout } from '../../../contract/form/kinds';
import { HR_FORMS, hrFormDef, HR_WORDS } from '../../../contract/hrForm';
import { hrAreaPath } from '../../../contract/appPaths';
import { ROUTES } from '../../../src/app/routeTable';
import { en } from '../../../src/i18n/en';
import { zhCN } from '../../../src/i18n/zh-CN';
import { templateOf } from '../../../server/workflow/templates';

describe.each(HR_FORMS.map((entry) => [entry.key, entry] as const))('%s', (key, entry) => {
  it('has a definition whose every field has words in Chinese and English', () => {
    const def = hrFormDef(entry.formKey);
    expect(def?.formKey).toBe(entry.formKey);
    for (const field of def?.fields ?? []) {
      if (isLayout(field.__config__.jnpfKey)) continue;
      expect(HR_WORDS.zh.field).toHaveProperty(field.__vModel__);
      expect(HR_WORDS.en.field).toHaveProperty(field.__vModel__);
    }
  });
  it('gets its route, its title and its flow from its entry', () => {
    expect(ROUTES.some((r) => r.paths.includes(hrAreaPath(entry.group, key)))).toBe(true);
    expect(zhCN.route.subDev).toHaveProperty(key, entry.title.zh);
    expect(en.route.subDev).toHaveProperty(key, entry.title.en);
    expect(templateOf(key)).toMatchObject({ name: entry.flow.name, formKey: entry.formKey });
  });
  it('has one name everywhere: 业务申请 lists it, 更多流程 and its approvers read it by the same words', () => {
    expect(templateOf(key)?.name).toBe(zhCN.route.subDev[key as keyof typeof zhCN.route.subDev]);
  });
});
