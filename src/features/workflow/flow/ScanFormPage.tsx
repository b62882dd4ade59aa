/**
 * 预览 (/pages/workFlow/scanForm/index?id=<taskId>): a flow's form, read-only, through the same renderer as
 * its detail and under the same field permissions; no actions. Opens offline from the cached detail.
 */
import { Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router-dom';
import { useActiveDb, type UserDb } from '../../../data';
import { networkOnline } from '../../../sync';
import { DetailNotices } from './DetailNotices';
import { DetailMissing } from './DetailMissing';
import { FlowFormSection } from './FlowFormSection';
import { FlowHeader } from './FlowHeader';
import { useBack } from './flowNav';
import { flowBeforeHref } from './paths';
import { useFlowDetail } from './useFlowDetail';
import './flow.css';
import '../../../forms/forms.css';

function ScanBody({ db, taskId }: { db: UserDb; taskId: string }) {
  useSignals();
  const state = useFlowDetail(db, taskId, null, networkOnline.value);
  const { row } = state;
  if (row === undefined) return <Preloader className="page-loader" />;
  if (row === null) return <DetailMissing {...state} />;
  return (
    <>
      <DetailNotices db={db} row={row} status={state.status} error={state.error} />
      <FlowHeader info={row.data.flowTaskInfo} />
      <FlowFormSection db={db} taskId={row.id} data={row.data} editable={false} />
    </>
  );
}

export default function ScanFormPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const taskId = params.get('id') ?? '';
  const db = useActiveDb();
  const back = useBack(flowBeforeHref({ id: taskId }));
  return (
    <Page name="scan-form" className="flow-page form-page">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {db ? <ScanBody db={db} taskId={taskId} /> : <Preloader className="page-loader" />}
    </Page>
  );
}
