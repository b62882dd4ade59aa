/** Shared test data for the flow screens: a leave in approval at the director, as the server describes it. */
import type { FlowBeforeData } from '../../../contract';

export const TASK_ID = 'task-1';
export const OPERATOR_ID = 'op-director';

const actions: FlowBeforeData['actions'] = {
  operatorId: OPERATOR_ID,
  audit: true,
  reject: true,
  transfer: true,
  recallOperatorId: null,
  withdraw: false,
  press: false,
  cancel: false,
};

export const NO_ACTIONS: FlowBeforeData['actions'] = {
  operatorId: null,
  audit: false,
  reject: false,
  transfer: false,
  recallOperatorId: null,
  withdraw: false,
  press: false,
  cancel: false,
};

export function leaveDetail(over: Partial<FlowBeforeData> = {}): FlowBeforeData {
  return {
    flowTaskInfo: {
      id: TASK_ID,
      flowId: 'leaveApply',
      flowName: '请假申请',
      fullName: '李护士的请假申请',
      flowCode: 'QJ2024000123',
      flowUrgent: 3,
      status: 1,
      thisStep: '科主任审批',
      creatorUserId: 'u-nurse01',
      userName: '李护士',
      creatorTime: 1_700_000_000_000,
      completion: 50,
    },
    flowFormInfo: {
      formKey: 'LeaveApply',
      formId: 'form-1',
      appFormUrl: '/pages/workFlow/workFlowForm/leaveApply/index',
    },
    formData: {
      billNo: 'QJ2024000123',
      applyUser: 'u-nurse01',
      applyDept: 'd-cardio',
      applyPost: 'p-nurse',
      applyDate: 1_700_000_000_000,
      flowUrgent: 3,
      leaveType: 'lt-sick',
      leaveReason: '发烧就医',
      leaveStartTime: 1_700_006_400_000,
      leaveEndTime: 1_700_092_799_000,
      leaveDayCount: 1,
      leaveHour: 8,
      fileJson: [{ fileId: 'f1', name: '病历.pdf', url: '/api/file/Download/annex/x.pdf', size: 2048 }],
    },
    formOperates: [],
    flowTaskNodeList: [
      {
        id: 'start',
        nodeName: '开始',
        type: 'start',
        state: 'done',
        counterSign: false,
        handlers: [{ userId: 'u-nurse01', userName: '李护士' }],
      },
      {
        id: 'manager',
        nodeName: '护士长审批',
        type: 'approver',
        state: 'done',
        counterSign: false,
        handlers: [{ userId: 'u-hn', userName: '王护士长' }],
      },
      {
        id: 'director',
        nodeName: '科主任审批',
        type: 'approver',
        state: 'current',
        counterSign: false,
        handlers: [{ userId: 'u-dir', userName: '张主任' }],
      },
      {
        id: 'hr',
        nodeName: '人事科审批',
        type: 'approver',
        state: 'skipped',
        counterSign: false,
        handlers: [],
      },
      { id: 'end', nodeName: '结束', type: 'end', state: 'pending', counterSign: false, handlers: [] },
    ],
    flowTaskOperatorList: [],
    flowTaskOperatorRecordList: [
      {
        id: 'r2',
        nodeCode: 'manager',
        nodeName: '护士长审批',
        handleType: 1,
        handleId: 'u-hn',
        userName: '王护士长',
        handleTime: 1_700_000_600_000,
        handleOpinion: '同意，注意休息',
        signImg: 'data:image/png;base64,AAAA',
        extra: '',
      },
      {
        id: 'r1',
        nodeCode: 'start',
        nodeName: '开始',
        handleType: 2,
        handleId: 'u-nurse01',
        userName: '李护士',
        handleTime: 1_700_000_000_000,
        handleOpinion: '',
        signImg: null,
        extra: '',
      },
    ],
    approversProperties: {
      hasSign: false,
      opinionRequired: false,
      isCustomCopy: false,
      rejectTargets: [],
      candidateNodes: [],
    },
    actions,
    ...over,
  };
}
