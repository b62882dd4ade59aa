/**
 * The form vocabulary of the platform (API-CONTRACT.md "Dynamic (visual-dev) forms"): a form is a list of
 * fields `{ __vModel__, __config__: { label, jnpfKey, … }, … }`. Our HR forms are written in it, so one
 * engine renders HR forms and the server's dynamic models alike. Values are plain data (structured-clone
 * cheap): dates are epoch ms as they travel, attachments are references to Blobs in the `files` table.
 */
import type { ValidatorName } from './validators';
import type { HalfDayType } from './halfDay';

/** One choice of radio, checkbox and select (`__slot__.options`, the platform's `{ id, fullName }`). */
export interface FieldOption {
  id: string | number;
  /** Text, or an i18n key. */
  fullName: string;
}

/** A platform pattern rule: `pattern` as the platform writes it (`/^\d+$/` or bare), `message` on failure. */
export interface RegRule {
  pattern: string;
  message: string;
}

/** A picked file: its Blob waits in the `files` table under `fileId` until the outbox uploads it. */
export interface AttachmentRef {
  fileId: string;
  name: string;
  size: number;
  type: string;
}

export type FieldValue = string | number | boolean | null | (string | number)[] | AttachmentRef[];
export type FormValues = Record<string, FieldValue>;

export interface FieldConfig {
  /** Text, or an i18n key (our own forms use keys; dynamic models send text). */
  label: string;
  /** The field kind. Unknown kinds render a read-only notice. */
  jnpfKey: string;
  required?: boolean;
  regList?: RegRule[];
  /** Our extension: spec §5 validators by name (`mobile`, `idCard`, …). */
  validators?: ValidatorName[];
  dataType?: 'static' | 'dictionary' | 'dynamic';
  /** dicSelect: the dictionary's enCode (`leaveType`). */
  dictionaryType?: string;
  defaultValue?: FieldValue;
  /** billRule: the bill rule's enCode (`WF_LeaveApplyNo`). */
  rule?: string;
  /** halfDayDate: which spec §5 convention encodes the half (1: 00:00/12:00, 2: 11:59:59/23:59:59). */
  halfDayType?: HalfDayType;
  /** relationForm: the FormKeys of the earlier forms it may name (contract/hrForm/catalogue.ts `follows`). */
  relationForm?: readonly string[];
  /** halfDayDate: the half shown before anything is chosen. */
  defaultHalf?: 'morning' | 'afternoon';
  /** Our extension: a new form starts with this fact the server holds about the person (editable). */
  userFact?: UserFact;
}

export interface FieldDef {
  __vModel__: string;
  __config__: FieldConfig;
  __slot__?: { options?: FieldOption[] };
  placeholder?: string;
  /** Shown, never edited (computed fields). Disabled fields are not required. */
  disabled?: boolean;
  maxlength?: number;
  min?: number;
  max?: number;
  /** numInput: decimal places allowed. */
  precision?: number;
  /** select, pickers: more than one choice. */
  multiple?: boolean;
  /** uploadFz / uploadImg: the file input's accept list. */
  accept?: string;
  /** uploadFz / uploadImg: at most this many files. */
  limit?: number;
  /** JNPFText / groupTitle: the text (or an i18n key). */
  content?: string;
}

/** One broken rule of one field; the page turns it into text naming the field (issueText). */
export interface FieldIssue {
  field: string;
  rule:
    | 'required'
    | 'pattern'
    | 'validator'
    | 'number'
    | 'min'
    | 'max'
    | 'precision'
    | 'maxlength'
    | 'limit'
    | 'range'
    | 'order'
    | 'same';
  /** The platform's own message (regList), shown after the label. */
  message?: string;
  /** Values for the wording; for `order` and `same`, `other` is the label (or its i18n key) of the earlier field. */
  params?: Record<string, string | number>;
}

export interface FormDef {
  /** The platform FormKey (`LeaveApply`); also the drafts' formKey. */
  formKey: string;
  /** Text, or an i18n key. */
  title: string;
  fields: FieldDef[];
  /** Recomputes the computed fields from the others (pure, cheap: it runs on every change). */
  derive?: (values: FormValues) => FormValues;
  /** Rules that span fields (end after start); pure. */
  check?: (values: FormValues) => FieldIssue[];
  /**
   * What an approver decides on, in order (a leave: type, start, end, days, reason): the flow's detail
   * shows these first, by label. A form without them leads with nothing but its head.
   */
  keyFields?: readonly string[];
}

/** Who is filling the form in: the system fields (createUser, currOrganize, currPosition) show this. */
export interface FormUser {
  userId: string;
  userName: string;
  organizeId: string;
  departmentName: string;
  positionId: string | null;
  positionName: string;
  /** What the server holds about the person, for fields that ask it again (absent: not known). */
  facts?: UserFacts;
}

/** The person's own facts a form may start with (CurrentUser's userInfo carries them). */
export interface UserFacts {
  /** 入职日期, epoch ms of the day's start. */
  entryDate?: number;
  /** 联系电话: the mobile number on file. */
  mobile?: string;
}
export type UserFact = keyof UserFacts;
