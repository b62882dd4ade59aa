/**
 * The form vocabulary both sides speak (API-CONTRACT.md "Dynamic (visual-dev) forms"): field definitions,
 * the spec §5 validators and half-day helper, and the one pure validation. The app renders a definition
 * with it (src/forms); the server validates a submitted form against the same definition.
 */
export type * from './types';
export * from './kinds';
export { toRegExp } from './pattern';
export { validateField, validateForm, issuesByField } from './validate';
export { VALIDATORS, type ValidatorName } from './validators';
export * from './halfDay';
export * from './halfDaySpan';
export { FORM_WORDS } from './words';
export { issueText, textOf, type Translate } from './issueText';
export { keyFacts, dictionaryIdsOf, type StoredValues, type KeyFactsOptions } from './keyFacts';
