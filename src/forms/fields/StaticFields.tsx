/**
 * Fields nobody types into: read-only text (JNPFText), a divider, the system fields (who, where, when,
 * the bill number) and the honest notice for a kind this engine does not know.
 */
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dateFormat';
import { textOf } from '../../../contract/form/issueText';
import { FieldShell } from './FieldShell';
import { asText, useFormRuntime, type FieldProps } from './fieldProps';

export function TextBlock({ field }: FieldProps) {
  const t = useT();
  return (
    <li className="form-text" data-field={field.__vModel__}>
      {textOf(t, field.content ?? field.__config__.label)}
    </li>
  );
}

export function Divider({ field }: FieldProps) {
  return <li className="form-divider" role="separator" data-field={field.__vModel__} />;
}

function useSystemText({ field, value }: FieldProps): { text: string; pending: boolean } {
  const t = useT();
  const { user } = useFormRuntime();
  switch (field.__config__.jnpfKey) {
    case 'createUser':
      return { text: user.userName, pending: false };
    case 'currOrganize':
    case 'currDept':
      return { text: user.departmentName, pending: false };
    case 'currPosition':
      return { text: user.positionName || '—', pending: false };
    case 'createTime':
      return { text: typeof value === 'number' ? formatDate(value) : '', pending: false };
    default: {
      // billRule: the number once the server gave one; until then it is made when the submission goes out.
      const no = asText(value);
      return no ? { text: no, pending: false } : { text: t('form.bill.pending'), pending: true };
    }
  }
}

export function SystemField(props: FieldProps) {
  const { text, pending } = useSystemText(props);
  return (
    <FieldShell field={props.field} label={props.label}>
      <output className={pending ? 'form-static is-pending' : 'form-static'} aria-label={props.label}>
        {text}
      </output>
    </FieldShell>
  );
}

/**
 * The applicant (createUser) as the head of the system rows: name and unit on one line, a tap away from
 * the unit, post and date it stands for (#14 item 4: the form starts with what the nurse fills in).
 */
export function ApplicantField(props: FieldProps & { expanded: boolean; onToggle: () => void }) {
  const t = useT();
  const { user } = useFormRuntime();
  const { field, label, expanded, onToggle } = props;
  return (
    <FieldShell field={field} label={label}>
      <button
        type="button"
        className="form-applicant"
        aria-expanded={expanded}
        aria-label={`${label} ${user.userName}：${t(expanded ? 'form.applicant.less' : 'form.applicant.more')}`}
        onClick={onToggle}
      >
        <output className="form-static">
          {[user.userName, user.departmentName].filter(Boolean).join(' · ')}
        </output>
        <span className={expanded ? 'form-applicant-arrow is-expanded' : 'form-applicant-arrow'} />
      </button>
    </FieldShell>
  );
}

export function UnsupportedField({ field, label }: FieldProps) {
  const t = useT();
  return (
    <FieldShell field={field} label={label}>
      <span className="form-unsupported" role="note">
        {t('form.unsupported', { kind: field.__config__.jnpfKey })}
      </span>
    </FieldShell>
  );
}
