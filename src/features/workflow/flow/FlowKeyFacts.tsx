/**
 * The head of the approval (#30 item 13): what the approver decides on, before anything else — the form's
 * key fields by label (its definition names them, keyFacts.ts), its attachments, and beside a leave who else
 * in the unit is off those days and the leave granted this year (LeaveContextBlock). The full form stays
 * below. A form the app has no definition for shows none of this (its stored fields are listed below).
 */
import { useMemo } from 'react';
import { Block } from 'framework7-react';
import type { FlowBeforeData, LeaveContextData } from '../../../../contract';
import type { UserDb } from '../../../data';
import { fileSize } from '../../../forms/fileSize';
import { useT } from '../../../i18n';
import { flowFormOf } from './flowForms';
import { attachmentsOf, keyFactsOf, namedIdsOf, type KeyAttachment, type KeyFact } from './keyFacts';
import { LeaveContextBlock } from './LeaveContextBlock';
import { useFieldNames } from './useFieldNames';

export interface FlowKeyFactsProps {
  db: UserDb;
  data: FlowBeforeData;
  leaveContext: LeaveContextData | null | undefined;
}

function FactList({ facts, files }: { facts: KeyFact[]; files: KeyAttachment[] }) {
  const t = useT();
  if (facts.length === 0 && files.length === 0) return null;
  return (
    <Block strong inset className="flow-key-facts">
      <dl className="flow-facts">
        {facts.map((f) => (
          <div key={f.name} className="flow-fact">
            <dt>{f.label}</dt>
            <dd>{f.text}</dd>
          </div>
        ))}
      </dl>
      {files.length > 0 && (
        <ul className="flow-key-files" aria-label={t('wfFlow.key.attachments', { count: files.length })}>
          {files.map((file) => (
            <li key={file.fileId}>
              <span className="flow-key-file">{file.name}</span>
              {file.size !== null && <span className="flow-key-size">{fileSize(file.size)}</span>}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

const NO_IDS = { dicSelect: [], depSelect: [], posSelect: [], userSelect: [] };

export function FlowKeyFacts({ db, data, leaveContext }: FlowKeyFactsProps) {
  const t = useT();
  const def = flowFormOf(data.flowFormInfo.formKey);
  const { formData: values, formOperates: operates } = data;
  const ids = useMemo(() => (def ? namedIdsOf(def, values, operates) : NO_IDS), [def, values, operates]);
  const names = useFieldNames(db, ids);
  const facts = def ? keyFactsOf(t, def, values, operates, names) : [];
  const files = def ? attachmentsOf(def, values, operates) : [];
  const context = leaveContext?.applies ? leaveContext : null;
  if (facts.length === 0 && files.length === 0 && !context) return null;
  return (
    <section className="flow-key" aria-label={t('wfFlow.key.title')} data-testid="flow-key">
      <FactList facts={facts} files={files} />
      {context && <LeaveContextBlock context={context} />}
    </section>
  );
}
