/**
 * relationForm: the earlier form this one follows on (a leave return names its leave), chosen from the
 * applicant's originals as cached (runtime.originals) — each by bill number, title and dates — with how fresh
 * the list is. Stores the chosen original's id. Where no originals were asked for (a flow's detail), or the
 * chosen one is no longer among them, it shows the chosen application's title (never its id).
 */
import { useT } from '../../i18n';
import { asOfTime } from '../../../core/lib/asOf';
import type { HrOriginal } from '../../../contract/hrForm/api';
import { relationSummary } from '../relationSummary';
import { useRelationTitle } from '../relationTitle';
import { FieldShell } from './FieldShell';
import { asText, useFormRuntime, type FieldProps, type OriginalsView } from './fieldProps';
import './relationField.css';

function OriginalOption({
  original,
  name,
  checked,
  disabled,
  onPick,
}: {
  original: HrOriginal;
  name: string;
  checked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const t = useT();
  const { defOf } = useFormRuntime();
  return (
    <label className="form-relation-item">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onPick} />
      <span className="form-relation-text">
        <span className="form-relation-title">{original.flowTitle}</span>
        <span className="form-relation-meta">
          {`${original.billNo} · ${relationSummary(t, original, defOf?.(original.formKey))}`}
        </span>
      </span>
    </label>
  );
}

function freshness(t: ReturnType<typeof useT>, view: OriginalsView): string {
  if (view.loading) return t('hrForms.relation.loading');
  if (view.fetchedAt === null) return t('hrForms.relation.never');
  return t('fresh.asOf', { time: asOfTime(view.fetchedAt, Date.now()) });
}

/** The application a stored id names, by its title — never the id itself. */
function ChosenTitle({ id }: { id: string }) {
  const t = useT();
  const title = useRelationTitle(id);
  if (title === undefined) return null;
  return <>{title ?? t('hrForms.relation.unknown')}</>;
}

export function RelationField({ field, label, error, value, onChange }: FieldProps) {
  const t = useT();
  const { originals, readOnly } = useFormRuntime();
  const chosen = asText(value);
  if (!originals) {
    return (
      <FieldShell field={field} label={label} error={error}>
        <output className="form-static" aria-label={label}>
          {chosen ? <ChosenTitle id={chosen} /> : '—'}
        </output>
      </FieldShell>
    );
  }
  const locked = readOnly || Boolean(field.disabled);
  // Once submitted, only the one it follows matters.
  const shown = locked ? originals.list.filter((o) => o.id === chosen) : originals.list;
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-relation" role="radiogroup" aria-label={label} aria-invalid={Boolean(error)}>
        {shown.map((o) => (
          <OriginalOption
            key={o.id}
            original={o}
            name={field.__vModel__}
            checked={o.id === chosen}
            disabled={locked}
            onPick={() => onChange(o.id)}
          />
        ))}
        {shown.length === 0 && !originals.loading && (
          <p className="form-relation-empty">
            {chosen ? <ChosenTitle id={chosen} /> : t('hrForms.relation.empty')}
          </p>
        )}
        {!locked && <p className="form-relation-hint">{freshness(t, originals)}</p>}
      </div>
    </FieldShell>
  );
}
