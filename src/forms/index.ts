/**
 * The form engine (src/forms/README.md): form definitions in the platform's vocabulary, one renderer,
 * pure validation, drafts with attachments in Dexie, bill numbers, submission through the outbox, and the
 * one page every drafted form uses. Features import from here.
 */
import './forms.css';
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
export type { FormRuntime, OriginalsView } from './fields/fieldProps';
export { scrollToField } from './scrollToField';
export { formUses, recordFormUse } from './formUsage';
export { fileSize } from './fileSize';
export { isQuotaError } from './quota';
export { formUserOf } from './formUser';
export { submitForm, FormRejected, type SubmitPlan, type Submitter } from './submitForm';
export { cachedOriginals, refreshOriginals } from './originals';
export { useOriginals } from './useOriginals';
export { relationSummary } from './relationSummary';
export { DraftFormPage, type DraftFormPageProps } from './page/DraftFormPage';
export { DraftFormEditor } from './page/DraftFormEditor';
export { SubmittedNotice } from './page/SubmittedNotice';
