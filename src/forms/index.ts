/**
 * The form engine (src/forms/README.md): form definitions in the platform's vocabulary, one renderer,
 * pure validation, drafts with attachments in Dexie, and bill numbers. Features import from here.
 */
export type * from '../../contract/form/types';
export { HALF_DAY_DATE, SUPPORTED_KINDS, isSupported } from '../../contract/form/kinds';
export { validateField, validateForm, issuesByField } from '../../contract/form/validate';
export { issueText, textOf, type Translate } from '../../contract/form/issueText';
export { halfDayMs, splitHalfDay, halfDaySpan, hoursOf, HOURS_PER_DAY } from './halfDay';
export { initialValues, withValue, restoreValues, attachmentIds, type FormContext } from './values';
export { discardDraft, isOpenDraft, latestDraft, loadDraft, type NewFile } from './draftStore';
export { billRuleField, fetchBillNumber } from './billNumber';
export { DraftSession, type DraftSnapshot, type DraftState, type LoadedDraft } from './draftSession';
export { loadOrStart, useLoadedDraft, useDraftEditor, type DraftEditor } from './useDraft';
export { useBillNumber } from './useBillNumber';
export { FormView, type FormViewProps } from './FormView';
export { RejectedNotice } from './RejectedNotice';
export type { FormRuntime } from './fields/fieldProps';
export { scrollToField } from './scrollToField';
export { fileSize } from './fileSize';
export { isQuotaError } from './quota';
