/**
 * The HR forms' route schemas. A body is the contract's system fields (hrFormSystem) with the form's own
 * fields beside them, kept (not stripped) so the form's definition can check them; the approvers chosen for
 * a candidates node (honour's 推荐人) may come along as `candidateList`, as on Audit.
 */
import { z } from 'zod/mini';
import { hrFormSystem, hrOriginal } from '../../../contract/hrForm';

const name = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z]+$/, '表单不存在'));

export const formKeyParam = z.object({ formKey: name });
export const formIdParam = z.object({ formKey: name, id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const hrFormBody = z.looseObject({
  ...hrFormSystem.shape,
  candidateList: z.optional(z.record(z.string(), z.array(z.string().check(z.maxLength(64))))),
});

export const hrFormData = z.looseObject({
  ...hrFormSystem.shape,
  id: z.string(),
  taskId: z.nullable(z.string()),
  flowStatus: z.int(),
  creatorTime: z.int(),
});

export const hrSavedData = z.object({ id: z.string(), taskId: z.nullable(z.string()), billNo: z.string() });

export const hrOriginals = z.array(hrOriginal);
