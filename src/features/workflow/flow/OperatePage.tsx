/**
 * 流程操作 (/pages/workFlow/operate/index?id=<taskId>&action=audit|reject|transfer&category=): the decision
 * on one flow — 同意, 驳回 or 转办 — from its cached detail, so it can be decided offline; 提交 queues it and
 * returns to the list. An action the flow no longer offers (decided elsewhere, already queued) is refused.
 */
import { Button, Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useActiveDb, type FlowDetailRow, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { networkOnline } from '../../../sync';
import { EmptyState } from '../../../ui/EmptyState';
import { session } from '../../../session/session';
import { actionButtonsOf } from './actionBarModel';
import { DetailMissing } from './DetailMissing';
import type { DecisionAction } from './flowKinds';
import { useBack, useReturnToList } from './flowNav';
import { OperateFields } from './OperateFields';
import { candidatesHref, categoryOf, decisionOf, flowBeforeHref } from './paths';
import { useDecision } from './useDecision';
import { useFlowDetail } from './useFlowDetail';
import './flow.css';
import '../../../forms/forms.css';

interface DecideProps {
  db: UserDb;
  userId: string;
  row: FlowDetailRow;
  action: DecisionAction;
  onDone: () => void;
}

function Decide({ db, userId, row, action, onDone }: DecideProps) {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const decision = useDecision({ db, userId, taskId: row.id }, row, action, onDone);
  return (
    <>
      <div className="form-page-body">
        <OperateFields
          db={db}
          action={action}
          rules={row.data.approversProperties}
          decision={decision}
          online={networkOnline.value}
          onChooseCandidates={(node) => void navigate(candidatesHref(row.id, node.id, node.nodeName))}
        />
        {decision.formProblems.length > 0 && (
          <ul className="form-rejected flow-form-problems" role="alert">
            {decision.formProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="form-actions">
        <Button type="button" fill onClick={() => void decision.submit()}>
          {t('wfFlow.operate.submit')}
        </Button>
      </div>
    </>
  );
}

function OperateBody({
  db,
  action,
  onDone,
}: {
  db: UserDb;
  action: DecisionAction | null;
  onDone: () => void;
}) {
  useSignals();
  const t = useT();
  const [params] = useSearchParams();
  const state = useFlowDetail(db, params.get('id') ?? '', null, networkOnline.value);
  const userId = session.value?.userInfo.userId;
  const { row } = state;
  if (row === undefined) return <Preloader className="page-loader" />;
  if (row === null) return <DetailMissing {...state} />;
  const granted = actionButtonsOf(row.data.actions, row).some((b) => b.action === action);
  if (!action || !granted || !userId) return <EmptyState text={t('wfFlow.notAllowed')} />;
  return <Decide db={db} userId={userId} row={row} action={action} onDone={onDone} />;
}

export default function OperatePage({ title }: { title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const db = useActiveDb();
  const action = decisionOf(params.get('action'));
  const category = categoryOf(params.get('category'));
  const done = useReturnToList(category);
  const back = useBack(flowBeforeHref({ id: params.get('id') ?? '', category }));
  return (
    <Page name="flow-operate" className="flow-page form-page">
      <Navbar
        title={action ? t(`wfFlow.action.${action}`) : title}
        backLink
        backLinkUrl="#"
        onClickBack={back}
      />
      {db ? <OperateBody db={db} action={action} onDone={done} /> : <Preloader className="page-loader" />}
    </Page>
  );
}
