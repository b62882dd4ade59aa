/**
 * The signed-in person as the form engine's system fields need them (申请人, 申请部门, 申请岗位), with the
 * facts the server holds that a new form starts with (入职日期, the mobile on file).
 */
import type { UserInfo } from '../../contract';
import type { FormUser, UserFacts } from '../../contract/form/types';
import { dateMs } from './fields/dateText';

function factsOf(info: UserInfo): UserFacts {
  const entryDate = info.entryDate ? dateMs(info.entryDate) : null;
  return {
    ...(entryDate === null ? {} : { entryDate }),
    ...(info.mobilePhone ? { mobile: info.mobilePhone } : {}),
  };
}

export function formUserOf(info: UserInfo): FormUser {
  return {
    userId: info.userId,
    userName: info.userName,
    organizeId: info.organizeId,
    departmentName: info.departmentName,
    positionId: info.positionId,
    positionName: info.positionName,
    facts: factsOf(info),
  };
}
