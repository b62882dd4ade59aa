/**
 * Every HR form's definition by its FormKey: whatever the group modules beside this file export (a form is
 * listed by being written there; leave's is src/features/leave/leaveForm.ts, issue #4).
 */
import type { FormDef } from '../../form/types';
import * as attendance from './attendance';
import * as contracts from './contracts';
import * as moves from './moves';
import * as personnel from './personnel';
import * as study from './study';

const ALL: FormDef[] = [attendance, contracts, moves, personnel, study].flatMap((group) =>
  Object.values<FormDef>(group),
);

export const HR_FORM_DEFS: Readonly<Record<string, FormDef>> = Object.fromEntries(
  ALL.map((def) => [def.formKey, def]),
);

export const hrFormDef = (formKey: string): FormDef | undefined => HR_FORM_DEFS[formKey];
