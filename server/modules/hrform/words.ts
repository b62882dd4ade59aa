/**
 * The server's Chinese words for a refused HR form field: an i18next instance over the words the app uses
 * (`form.*` from contract/form, `hr.*` from contract/hrForm), so a field is named as the form shows it.
 */
import i18next from 'i18next';
import { FORM_WORDS, issueText, textOf, type FieldDef, type FieldIssue } from '../../../contract/form';
import { HR_WORDS } from '../../../contract/hrForm';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'zh',
  resources: { zh: { translation: { form: FORM_WORDS.zh, hr: HR_WORDS.zh } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('zh');

/** The field's label as the form shows it: 身份证号. */
export const labelOf = (field: FieldDef): string => textOf(t, field.__config__.label);

/** An issue of contract/form's validation as the nurse reads it: 身份证号：请输入正确的身份证号码. */
export const issueMessage = (field: FieldDef, issue: FieldIssue): string => issueText(t, field, issue);
