/** Every HR form's definition by its FormKey (leave's is src/features/leave/leaveForm.ts, issue #4). */
import type { FormDef } from '../../form/types';
import { CEASE_LEAVE } from './attendance';
import { RENEW_CONTRACT, SIGN_CONTRACT, TERMINATE_CONTRACT } from './contracts';
import {
  BORROW_RETURN,
  SECONDMENT,
  SECONDMENT_RETURN,
  SUPPORT,
  SUPPORT_RETURN,
  TRANSFER_POSITION,
} from './moves';
import { DIMISSION, ENGAGE, PROFESSIONAL_TITLE, REGULAR_WORKER, RETIREMENT, WAGE_CARD } from './personnel';
import {
  CREDENTIAL,
  CREDIT,
  EDUCATION,
  FURTHER_STUDY,
  FURTHER_STUDY_AMEND,
  FURTHER_STUDY_BACK,
  HONOR,
  TRAIN,
} from './study';

const ALL: FormDef[] = [
  RETIREMENT,
  REGULAR_WORKER,
  PROFESSIONAL_TITLE,
  ENGAGE,
  SIGN_CONTRACT,
  RENEW_CONTRACT,
  TERMINATE_CONTRACT,
  SUPPORT,
  TRANSFER_POSITION,
  SECONDMENT,
  SECONDMENT_RETURN,
  SUPPORT_RETURN,
  BORROW_RETURN,
  DIMISSION,
  WAGE_CARD,
  CEASE_LEAVE,
  CREDENTIAL,
  FURTHER_STUDY,
  FURTHER_STUDY_AMEND,
  FURTHER_STUDY_BACK,
  TRAIN,
  HONOR,
  EDUCATION,
  CREDIT,
];

export const HR_FORM_DEFS: Readonly<Record<string, FormDef>> = Object.fromEntries(
  ALL.map((def) => [def.formKey, def]),
);

export const hrFormDef = (formKey: string): FormDef | undefined => HR_FORM_DEFS[formKey];
