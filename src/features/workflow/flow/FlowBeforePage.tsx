/**
 * 流程详情 (/pages/workFlow/flowBefore/index?id=<taskId>&taskOperatorId=&category=): a flow's head, then what
 * its approver decides on (key fields, attachments, who else is off: FlowKeyFacts) and 快速审批, then its
 * form under the viewer's field permissions, its progress, comments, and the actions the server granted. Opened
 * once, it opens offline from its cached copy (with an as-of line); online it refreshes on every open.
 */
import { Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router-dom';
import { useActiveDb, type FlowDetailRow, type UserDb } from '../../../data';
import { networkOnline } from '../../../sync';
import { session } from '../../../session/session';
import { DetailMissing } from './DetailMissing';
import { DetailNotices } from './DetailNotices';
import { FlowActionBar } from './FlowActionBar';
import { FlowFormSection } from './FlowFormSection';
import { FlowHeader } from './FlowHeader';
import { FlowKeyFacts } from './FlowKeyFacts';
import { FlowLinks } from './FlowLinks';
import { FlowTimeline } from './FlowTimeline';
import { QuickApprove } from './QuickApprove';
import { mayGoOn } from './resubmit';
import { SentBackNotice } from './SentBackNotice';
import { useReturnToList } from './flowNav';
import { categoryOf, type FlowCategory } from './paths';
import { timelineOf } from './timelineModel';
import { useFlowDetail, type FlowDetailState } from './useFlowDetail';
import './flow.css';
import '../../../forms/forms.css';

interface DetailProps {
  db: UserDb;
  row: FlowDetailRow;
  state: FlowDetailState;
  category: FlowCategory | null;
  onDone: () => void;
}

type Viewer = { userName: string } | undefined;

/** The action of this device still waiting, as the timeline marks it (who: the viewer). */
const pendingOf = (row: FlowDetailRow, info: Viewer) =>
  row.pendingAction ? { kind: row.pendingAction, who: info?.userName ?? '' } : null;

function FlowDetail({ db, row, state, category, onDone }: DetailProps) {
  const info = session.value?.userInfo;
  const pending = pendingOf(row, info);
  const actor = info ? { db, userId: info.userId, taskId: row.id } : null;
  return (
    <>
      <DetailNotices db={db} row={row} status={state.status} error={state.error} />
      {info && mayGoOn(row.data, info.userId) && <SentBackNotice db={db} data={row.data} />}
      <FlowHeader info={row.data.flowTaskInfo} />
      <FlowKeyFacts db={db} data={row.data} leaveContext={row.leaveContext} />
      {actor && <QuickApprove actor={actor} row={row} onDone={onDone} />}
      <FlowFormSection db={db} taskId={row.id} data={row.data} editable={!row.pendingAction && !row.stale} />
      <FlowTimeline nodes={timelineOf(row.data, pending)} />
      <FlowLinks taskId={row.id} commentCount={row.commentCount} />
      {actor && <FlowActionBar actor={actor} row={row} category={category} onDone={onDone} />}
    </>
  );
}

function FlowBeforeBody({ db, category }: { db: UserDb; category: FlowCategory | null }) {
  useSignals();
  const [params] = useSearchParams();
  const taskId = params.get('id') ?? '';
  const state = useFlowDetail(db, taskId, params.get('taskOperatorId'), networkOnline.value);
  const back = useReturnToList(category);
  if (state.row === undefined) return <Preloader className="page-loader" />;
  if (state.row === null) return <DetailMissing {...state} />;
  return <FlowDetail db={db} row={state.row} state={state} category={category} onDone={back} />;
}

export default function FlowBeforePage({ title }: { title: string }) {
  useSignals();
  const [params] = useSearchParams();
  const db = useActiveDb();
  const category = categoryOf(params.get('category'));
  const back = useReturnToList(category);
  return (
    <Page name="flow-before" className="flow-page">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {db ? <FlowBeforeBody db={db} category={category} /> : <Preloader className="page-loader" />}
    </Page>
  );
}
