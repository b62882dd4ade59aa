/**
 * 请假申请 (/pages/subDev/leaveAttendanceManage/leaveApply and /pages/workFlow/workFlowForm/leaveApply/index):
 * the engine's drafted-form page (src/forms/page) on LEAVE_FORM, submitted with the leave's plan.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { DraftFormPage } from '../../forms';
import { networkOnline } from '../../sync';
import { session } from '../../session/session';
import { LEAVE_FORM } from './leaveForm';
import { LEAVE_PLAN } from './submitLeave';

export default function LeaveApplyPage({ title }: { title: string }) {
  useSignals();
  return (
    <DraftFormPage
      name="leave-apply"
      title={title}
      def={LEAVE_FORM}
      plan={LEAVE_PLAN}
      userInfo={session.value?.userInfo}
      online={networkOnline.value}
    />
  );
}
