/** The signed-in person as the form engine's system fields need them (申请人, 申请部门, 申请岗位). */
import type { UserInfo } from '../../contract';
import type { FormUser } from '../../contract/form/types';

export function formUserOf(info: UserInfo): FormUser {
  return {
    userId: info.userId,
    userName: info.userName,
    organizeId: info.organizeId,
    departmentName: info.departmentName,
    positionId: info.positionId,
    positionName: info.positionName,
  };
}
