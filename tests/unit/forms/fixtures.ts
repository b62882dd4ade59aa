/** Shared test data for the form engine: a nurse, and a small form with one field of each common kind. */
import type { FormDef, FormUser } from '../../../contract/form/types';

export const NURSE: FormUser = {
  userId: 'u-nurse01',
  userName: '李护士',
  organizeId: 'd-cardio',
  departmentName: '心内科病区',
  positionId: 'p-nurse',
  positionName: '护士',
};

export const SAMPLE_FORM: FormDef = {
  formKey: 'Sample',
  title: 'sample.title',
  fields: [
    { __vModel__: 'who', __config__: { label: '申请人', jnpfKey: 'createUser' } },
    { __vModel__: 'dept', __config__: { label: '部门', jnpfKey: 'currOrganize' } },
    { __vModel__: 'post', __config__: { label: '岗位', jnpfKey: 'currPosition' } },
    { __vModel__: 'when', __config__: { label: '时间', jnpfKey: 'createTime' } },
    { __vModel__: 'no', __config__: { label: '编号', jnpfKey: 'billRule', rule: 'WF_X' } },
    { __vModel__: 'title', __config__: { label: '标题', jnpfKey: 'groupTitle' } },
    { __vModel__: 'name', __config__: { label: '姓名', jnpfKey: 'comInput', defaultValue: '默认' } },
    { __vModel__: 'count', __config__: { label: '数量', jnpfKey: 'numInput' } },
    { __vModel__: 'double', __config__: { label: '两倍', jnpfKey: 'numInput' }, disabled: true },
    { __vModel__: 'on', __config__: { label: '开关', jnpfKey: 'switch' } },
    { __vModel__: 'tags', __config__: { label: '标签', jnpfKey: 'checkbox' } },
    { __vModel__: 'users', __config__: { label: '人员', jnpfKey: 'userSelect' }, multiple: true },
    { __vModel__: 'dept2', __config__: { label: '科室', jnpfKey: 'depSelect' } },
    { __vModel__: 'day', __config__: { label: '日期', jnpfKey: 'date' } },
    { __vModel__: 'span', __config__: { label: '起止', jnpfKey: 'dateRange' } },
    { __vModel__: 'files', __config__: { label: '附件', jnpfKey: 'uploadFz' } },
  ],
  derive: (v) => ({ ...v, double: typeof v.count === 'number' ? v.count * 2 : null }),
};
