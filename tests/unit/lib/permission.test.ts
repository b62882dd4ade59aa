/** Spec §6: a permission check passes only if the model's list holds the enCode. */
import { describe, expect, it } from 'vitest';
import {
  createPermissionChecker,
  hasPermission,
  type PermissionEntry,
  type PermissionKind,
} from '../../../core/lib/permission';

const LIST: PermissionEntry[] = [
  {
    modelId: 'leave',
    column: [{ enCode: 'fullName' }, { enCode: 'days' }],
    button: [{ enCode: 'btn_add' }, { enCode: 'btn_edit' }],
    form: [{ enCode: 'reason' }],
    resource: [{ enCode: 'own_dept' }],
  },
  { modelId: 'punch', button: [{ enCode: 'btn_add' }] },
  { modelId: 'punch', column: [{ enCode: 'place' }] },
];

type Check = (
  list: PermissionEntry[] | null | undefined,
  modelId: string,
  enCode: string,
  kind?: PermissionKind,
) => boolean;

const viaList: Check = hasPermission;
const viaChecker: Check = (list, modelId, enCode, kind) =>
  createPermissionChecker(list)(modelId, enCode, kind);

describe.each([
  ['hasPermission', viaList],
  ['createPermissionChecker', viaChecker],
])('%s', (_name, check) => {
  it('passes when the model has an entry with the enCode, for each kind', () => {
    expect(check(LIST, 'leave', 'days', 'column')).toBe(true);
    expect(check(LIST, 'leave', 'btn_edit', 'button')).toBe(true);
    expect(check(LIST, 'leave', 'reason', 'form')).toBe(true);
    expect(check(LIST, 'leave', 'own_dept', 'resource')).toBe(true);
  });
  it('fails when the enCode is absent from the model', () => {
    expect(check(LIST, 'leave', 'btn_delete', 'button')).toBe(false);
  });
  it('fails when the enCode is in another kind of list', () => {
    expect(check(LIST, 'leave', 'reason', 'column')).toBe(false);
  });
  it('fails when the enCode belongs to another model', () => {
    expect(check(LIST, 'punch', 'btn_edit', 'button')).toBe(false);
  });
  it('a missing model id gives false', () => {
    expect(check(LIST, 'payroll', 'btn_add', 'button')).toBe(false);
    expect(check(LIST, '', 'btn_add', 'button')).toBe(false);
  });
  it('an empty enCode never passes', () => {
    expect(check([{ modelId: 'x', button: [{ enCode: '' }] }], 'x', '', 'button')).toBe(false);
  });
  it('a model without that kind of list gives false', () => {
    expect(check(LIST, 'punch', 'btn_add', 'form')).toBe(false);
  });
  it('kind defaults to button', () => {
    expect(check(LIST, 'leave', 'btn_add')).toBe(true);
    expect(check(LIST, 'leave', 'days')).toBe(false);
  });
  it('entries sharing a model id are all consulted', () => {
    expect(check(LIST, 'punch', 'btn_add', 'button')).toBe(true);
    expect(check(LIST, 'punch', 'place', 'column')).toBe(true);
  });
  it('no permission list (signed out) gives false', () => {
    expect(check(null, 'leave', 'btn_add')).toBe(false);
    expect(check(undefined, 'leave', 'btn_add')).toBe(false);
    expect(check([], 'leave', 'btn_add')).toBe(false);
  });
});
