/**
 * 审批候选人 (/pages/workFlow/candiDateUserSelect/index?taskId=&nodeId=&nodeName=): the people a next node's
 * approver may be, searched and paged from the server (online only); 确定 keeps the choice for the decision
 * screen (decisionStore.ts) and goes back to it.
 */
import { useState } from 'react';
import { Button, Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n';
import { networkOnline } from '../../../sync';
import { EmptyState } from '../../../ui/EmptyState';
import { SearchInput } from '../../../ui/picker';
import { candidatesOf, chooseCandidates, type ChosenUser } from './decisionStore';
import { useBack } from './flowNav';
import { operateHref } from './paths';
import { useCandidateUsers, type CandidateUser } from './useCandidateUsers';
import { refusalText } from '../../../../core/net/refusalText';
import './flow.css';
import '../../../forms/forms.css';

function CandidateRow({
  user,
  checked,
  onToggle,
}: {
  user: CandidateUser;
  checked: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <li className="flow-candidate">
      <label className="flow-candidate-label">
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-label={t('wfFlow.candidates.choose', { name: user.fullName })}
        />
        <span className="flow-candidate-name">{user.fullName}</span>
        <span className="flow-candidate-unit">{user.organize}</span>
      </label>
    </li>
  );
}

function CandidateList({
  taskId,
  nodeId,
  chosen,
  onToggle,
}: {
  taskId: string;
  nodeId: string;
  chosen: readonly ChosenUser[];
  onToggle: (user: CandidateUser) => void;
}) {
  useSignals();
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const online = networkOnline.value;
  const users = useCandidateUsers(taskId, nodeId, keyword, online);
  if (!online) return <EmptyState text={t('wfFlow.candidates.offline')} />;
  return (
    <>
      <SearchInput value={keyword} onChange={setKeyword} placeholder={t('wfFlow.candidates.search')} />
      {users.items === undefined && <Preloader className="page-loader" />}
      {users.items?.length === 0 && (
        <EmptyState text={users.error ? refusalText(users.error) : t('wfFlow.candidates.empty')} />
      )}
      <ul className="flow-candidates">
        {users.items?.map((u) => (
          <CandidateRow
            key={u.id}
            user={u}
            checked={chosen.some((c) => c.id === u.id)}
            onToggle={() => onToggle(u)}
          />
        ))}
      </ul>
      {users.hasMore && (
        <Button type="button" className="flow-more" onClick={users.loadMore}>
          {t('wfFlow.candidates.more')}
        </Button>
      )}
    </>
  );
}

export default function CandidateSelectPage({ title }: { title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const nodeId = params.get('nodeId') ?? '';
  const nodeName = params.get('nodeName') ?? '';
  const [chosen, setChosen] = useState<readonly ChosenUser[]>(() => candidatesOf(taskId)[nodeId] ?? []);
  const back = useBack(operateHref(taskId, 'audit'));
  const toggle = (u: CandidateUser) =>
    setChosen((c) =>
      c.some((x) => x.id === u.id)
        ? c.filter((x) => x.id !== u.id)
        : [...c, { id: u.id, fullName: u.fullName }],
    );
  const done = () => {
    chooseCandidates(taskId, nodeId, chosen);
    back();
  };
  return (
    <Page name="flow-candidates" className="flow-page">
      <Navbar
        title={nodeName ? t('wfFlow.operate.candidates', { node: nodeName }) : title}
        backLink
        backLinkUrl="#"
        onClickBack={back}
      />
      <div className="form-page-body">
        <CandidateList taskId={taskId} nodeId={nodeId} chosen={chosen} onToggle={toggle} />
      </div>
      <div className="form-actions">
        <Button type="button" fill onClick={done}>
          {`${t('wfFlow.candidates.done')}（${t('wfFlow.candidates.chosen', { count: chosen.length })}）`}
        </Button>
      </div>
    </Page>
  );
}
