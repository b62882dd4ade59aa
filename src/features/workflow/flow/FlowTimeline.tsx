/**
 * 流程进度: the flow's nodes in order with their state and handlers, and under each the records made there
 * — who did what (同意, 驳回, 转办 …) and when, their opinion and handwritten signature — as plain text in
 * an ordered list, plus this device's action still waiting to be sent (待同步). A signature is shown only as
 * the contract's rule allows (`signatureSource`, #28): its PNG or SVG data URL as an image, or our download of the signer's
 * upload fetched with the token; any other value is someone's URL and is neither loaded nor shown.
 */
import { BlockTitle } from 'framework7-react';
import { signatureSource } from '../../../../contract/signature';
import { useT } from '../../../i18n';
import { DATE_TIME_FORMAT, formatDate } from '../../../../core/lib/dateFormat';
import { ServerImage } from '../../../ui/ServerImage';
import { localText, recordText, type TimelineNode, type TimelineRecord } from './timelineModel';

function Signature({ value, alt }: { value: string | null; alt: string }) {
  const source = signatureSource(value);
  if (!source) return null;
  return source.kind === 'image' ? (
    <img className="flow-record-sign" src={source.src} alt={alt} />
  ) : (
    <ServerImage className="flow-record-sign" src={source.path} alt={alt} />
  );
}

function RecordItem({ record }: { record: TimelineRecord }) {
  const t = useT();
  return (
    <li className={`flow-record flow-handle-${record.handleType}`}>
      <p className="flow-record-line">
        <span className="flow-record-text">{recordText(t, record)}</span>
        <time className="flow-record-time" dateTime={new Date(record.at).toISOString()}>
          {formatDate(record.at, DATE_TIME_FORMAT)}
        </time>
      </p>
      {record.opinion && (
        <p className="flow-record-opinion">{t('wfFlow.opinion', { text: record.opinion })}</p>
      )}
      <Signature value={record.signImg} alt={t('wfFlow.signature', { name: record.who })} />
    </li>
  );
}

function NodeItem({ node }: { node: TimelineNode }) {
  const t = useT();
  return (
    <li className={`flow-node flow-node-${node.state}`} data-testid="flow-node">
      <p className="flow-node-head">
        <span className="flow-node-name">{node.name}</span>
        <span className="flow-node-state">{t(`wfFlow.nodeState.${node.state}`)}</span>
        {node.counterSign && <span className="flow-node-sign">{t('wfFlow.counterSign')}</span>}
      </p>
      {node.handlers.length > 0 && node.records.length === 0 && (
        <p className="flow-node-handlers">{t('wfFlow.handlers', { names: node.handlers.join('、') })}</p>
      )}
      {(node.records.length > 0 || node.local) && (
        <ul className="flow-records">
          {node.records.map((r) => (
            <RecordItem key={r.id} record={r} />
          ))}
          {node.local && (
            <li className="flow-record flow-record-local" role="status">
              {localText(t, node.local)}
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

export function FlowTimeline({ nodes }: { nodes: readonly TimelineNode[] }) {
  const t = useT();
  return (
    <section className="flow-timeline-section" aria-labelledby="flow-timeline-title">
      <BlockTitle id="flow-timeline-title">{t('wfFlow.timeline')}</BlockTitle>
      <ol className="flow-timeline" aria-label={t('wfFlow.timeline')}>
        {nodes.map((n) => (
          <NodeItem key={n.id} node={n} />
        ))}
      </ol>
    </section>
  );
}
