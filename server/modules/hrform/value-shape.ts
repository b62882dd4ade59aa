/**
 * What each field kind's value must look like on the wire, before the form's own rules run: text is a
 * string, a number a finite number or null, a date whole milliseconds or null, a choice one of its options,
 * a picked dictionary item / unit / post / person an id, attachments uploaded files, a relation a form id.
 * Pure: `valueProblem` says what is wrong (to follow the field's label) or null.
 */
import { z } from 'zod/mini';
import { attachment, epochMs } from '../../../contract';
import { HALF_DAY_DATE, RELATION_FORM, type FieldDef } from '../../../contract/form';

type Shape = { schema: z.ZodMiniType; problem: string };

const id = z.string().check(z.maxLength(64));
const ids = z.array(id);
const TEXT: Shape = { schema: z.string(), problem: '须为文字' };
const DATE: Shape = { schema: z.nullable(epochMs), problem: '须为日期（毫秒时间戳）' };
const PICKED: Shape = { schema: id, problem: '须为所选项的编号' };
const FILES: Shape = { schema: z.array(attachment), problem: '须为已上传文件的列表（fileId、name、url）' };

const SHAPES: Readonly<Record<string, Shape>> = {
  comInput: TEXT,
  textarea: TEXT,
  numInput: { schema: z.nullable(z.number()), problem: '须为数字' },
  switch: { schema: z.boolean(), problem: '须为是或否' },
  date: DATE,
  [HALF_DAY_DATE]: DATE,
  dicSelect: PICKED,
  depSelect: PICKED,
  posSelect: PICKED,
  userSelect: PICKED,
  [RELATION_FORM]: { schema: id, problem: '须为申请的编号' },
  uploadFz: FILES,
  uploadImg: FILES,
};

const MULTI_PICKED: Shape = { schema: ids, problem: '须为所选项编号的列表' };

/** A choice among fixed options: one of their ids, or nothing yet ('' or null; `required` decides). */
function choiceProblem(field: FieldDef, value: unknown): string | null {
  const options = (field.__slot__?.options ?? []).map((o) => o.id);
  const picked = field.__config__.jnpfKey === 'checkbox' || field.multiple ? value : [value];
  if (!Array.isArray(picked)) return '须为选项的列表';
  const chosen = picked.filter((v) => v !== '' && v !== null);
  return chosen.every((v) => options.includes(v as string | number)) ? null : '不是可选的选项';
}

/** What is wrong with the shape of `value` for `field`, or null when it is the kind's shape. */
export function valueProblem(field: FieldDef, value: unknown): string | null {
  const kind = field.__config__.jnpfKey;
  if (kind === 'radio' || kind === 'select' || kind === 'checkbox') return choiceProblem(field, value);
  const shape = field.multiple && SHAPES[kind] === PICKED ? MULTI_PICKED : SHAPES[kind];
  // A kind the HR forms do not use keeps any plain value; its rules are the definition's.
  if (!shape)
    return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? null : '格式不正确';
  return z.safeParse(shape.schema, value).success ? null : shape.problem;
}
