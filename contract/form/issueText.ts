/**
 * An issue as the nurse reads it, always naming the field: 请填写请假事由, 结束时间不能早于开始时间 …
 * The translator is passed in: the app's i18next `t`, or on the server an i18next instance over the same
 * Chinese words, so a field the server refuses is named as the app would name it.
 */
import type { TFunction } from 'i18next';
import { isChoice } from './kinds';
import type { FieldDef, FieldIssue } from './types';

/** i18next's `t`: the app's, or the server's own instance over the same Chinese words. */
export type Translate = TFunction;

/** A label or option text that is an i18n key is translated; plain text passes through unchanged. */
export const textOf = (t: Translate, text: string): string => t(text, { defaultValue: text });

export function issueText(t: Translate, field: FieldDef, issue: FieldIssue): string {
  const label = textOf(t, field.__config__.label);
  if (issue.rule === 'required') {
    return t(isChoice(field.__config__.jnpfKey) ? 'form.error.choose' : 'form.error.fill', { label });
  }
  if (issue.rule === 'pattern') return t('form.error.pattern', { label, message: issue.message ?? '' });
  if (issue.rule === 'validator') {
    return t('form.error.validator', { label, message: t(`form.validator.${String(issue.params?.name)}`) });
  }
  if (issue.rule === 'order' || issue.rule === 'same')
    return t(`form.error.${issue.rule}`, { label, other: textOf(t, String(issue.params?.other)) });
  return t(`form.error.${issue.rule}`, { label, ...issue.params });
}
