/** The HR forms both sides share: the catalogue, each form's definition, their words, and the wire shapes. */
export * from './catalogue';
export * from './api';
export { HR_FORM_DEFS, hrFormDef } from './forms';
export { HR_WORDS } from './words';
