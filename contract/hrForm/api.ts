/**
 * The HR forms on the wire: `GET/POST/PUT /api/workflow/Form/{FormKey}[/{id}]` as for leave (status 0
 * submits and starts the form's flow, 1 saves a draft), with the platform's system fields plus the form's
 * own fields flat in the body, and `GET /api/workflow/Form/{FormKey}/Originals`: the caller's forms this
 * one may follow on. The form's own fields are checked against its definition (contract/hrForm/forms).
 */
import { z } from 'zod/mini';
import { formSystem, type FormSystem } from '../formSystem';

/** Where every HR form lives: `{HR_FORM_PATH}/{FormKey}[/{id}]`. */
export const HR_FORM_PATH = '/api/workflow/Form';
export const hrFormPath = (formKey: string, id?: string): string =>
  `${HR_FORM_PATH}/${formKey}${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The FormKey a new form is posted to (`hrFormPath(formKey)`), or null for any other path. */
export const hrFormKeyOf = (url: string): string | null =>
  /^\/api\/workflow\/Form\/([^/?#]+)$/.exec(url)?.[1] ?? null;

export const hrOriginalsPath = (formKey: string): string => `${HR_FORM_PATH}/${formKey}/Originals`;

/** The system fields every HR form body carries (contract/formSystem.ts); the form's own fields come beside them. */
export const hrFormSystem = formSystem;
export type HrFormSystem = FormSystem;

/** A body: the system fields and the form's own (attachments as `{ fileId, name, url, size }`). */
export type HrFormBody = HrFormSystem & Record<string, unknown>;

/** `GET …/{id}`: the stored form. */
export type HrFormData = HrFormBody & {
  id: string;
  taskId: string | null;
  /** Task status code (API-CONTRACT.md): 0 draft … 5 terminated. */
  flowStatus: number;
  creatorTime: number;
};

/** `POST`/`PUT` answer, as for leave. */
export type HrFormSaved = { id: string; taskId: string | null; billNo: string };

/** One form the caller may follow on: its key, number, title, when, and its fields (for a summary). */
export const hrOriginal = z.object({
  id: z.string(),
  formKey: z.string(),
  billNo: z.string(),
  flowTitle: z.string(),
  creatorTime: z.int(),
  data: z.record(z.string(), z.unknown()),
});
export type HrOriginal = z.infer<typeof hrOriginal>;
