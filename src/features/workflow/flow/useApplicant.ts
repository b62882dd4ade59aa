/**
 * The applicant as the form engine's system fields show them (申请人, 申请部门, 申请岗位) on a flow someone
 * else may be reading: the name from the task, the unit and position named from the local reference data
 * by the ids the stored form holds.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FlowBeforeData } from '../../../../contract';
import type { UserDb } from '../../../data';
import type { FormDef, FormUser } from '../../../../contract/form/types';

const UNIT_KINDS = new Set(['currOrganize', 'currDept']);

function storedId(def: FormDef, data: FlowBeforeData, kinds: ReadonlySet<string>): string {
  const field = def.fields.find((f) => kinds.has(f.__config__.jnpfKey));
  const value = field ? data.formData[field.__vModel__] : undefined;
  return typeof value === 'string' ? value : '';
}

export function useApplicant(db: UserDb, def: FormDef, data: FlowBeforeData): FormUser {
  const unitId = storedId(def, data, UNIT_KINDS);
  const positionId = storedId(def, data, new Set(['currPosition']));
  const names = useLiveQuery(async () => {
    const [dept, org, position] = await Promise.all([
      unitId ? db.departments.get(unitId) : undefined,
      unitId ? db.organizations.get(unitId) : undefined,
      positionId ? db.positions.get(positionId) : undefined,
    ]);
    return { unit: (dept ?? org)?.fullName ?? '', position: position?.fullName ?? '' };
  }, [db, unitId, positionId]);
  const { creatorUserId, userName } = data.flowTaskInfo;
  return useMemo(
    () => ({
      userId: creatorUserId,
      userName,
      organizeId: unitId,
      departmentName: names?.unit || '—',
      positionId: positionId || null,
      positionName: names?.position ?? '',
    }),
    [creatorUserId, userName, unitId, positionId, names],
  );
}
