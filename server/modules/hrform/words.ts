/**
 * The server's Chinese words for a refused HR form field and for an application's key facts in its messages:
 * an i18next instance over the words the app uses (`form.*` from contract/form, `hr.*` from contract/hrForm),
 * so a field is named as the form shows it.
 */
import i18next from 'i18next';
import {
  FORM_WORDS,
  issueText,
  keyFacts,
  textOf,
  type FieldDef,
  type FieldIssue,
  type FormDef,
  type StoredValues,
} from '../../../contract/form';
import { HR_WORDS } from '../../../contract/hrForm';
import { hospitalStamp } from '../../hospital-time';

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

/** An application's key facts in the form's words, its dates on the hospital's clock: ['事假', '11-28 上午 – 11-30 下午']. */
export const factsOf = (def: FormDef, values: StoredValues, names: ReadonlyMap<string, string>): string[] =>
  keyFacts(t, def, values, { names, clock: hospitalStamp });
