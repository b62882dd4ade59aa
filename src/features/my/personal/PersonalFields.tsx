/**
 * 个人资料's two lists: HR's fields, read-only (the mobile with 更换, which goes to 账号安全: it changes with
 * a code sent to the new number), and the person's own, editable, each checked by its spec §5 rule as it is
 * saved, the refused one named under it. Saving queues only what changed; offline it waits in the outbox.
 */
import { useState } from 'react';
import { Block, BlockFooter, BlockTitle, Button, List, ListItem } from 'framework7-react';
import {
  HR_FIELDS,
  SELF_FIELD_NAMES,
  selfFieldIssue,
  type BaseInfo,
  type SelfField,
} from '../../../../contract/personal';
import { useT, type Translate } from '../../../i18n';
import { useDictionaryNames } from '../../../forms/useDictionaryNames';
import { DATE_FORMAT, formatDate } from '../../../../core/lib/dateFormat';
import { LabelledInput } from '../../../ui/LabelledInput';
import type { SelfPatch } from './personalStore';

/** The phone's keyboard each field asks for (#30 item 15): numbers the telephone pad, the e-mail its own. */
const KEYPADS: Readonly<Record<SelfField, { type: 'text' | 'tel' | 'email'; inputmode?: string }>> = {
  email: { type: 'email', inputmode: 'email' },
  landline: { type: 'tel', inputmode: 'tel' },
  telePhone: { type: 'tel', inputmode: 'tel' },
  postalAddress: { type: 'text' },
  urgentContacts: { type: 'text' },
  urgentTelePhone: { type: 'tel', inputmode: 'tel' },
  signature: { type: 'text' },
};

/** The read-only rows: HR's fields, then where the person works. */
const READ_ONLY = [...HR_FIELDS, 'organize', 'position', 'manager', 'roleId', 'entryDate'] as const;
type ReadOnlyField = (typeof READ_ONLY)[number];

function shownValue(t: Translate, info: BaseInfo, field: ReadOnlyField, names: ReadonlyMap<string, string>) {
  const value = info[field];
  if (field === 'gender') return { 1: t('personal.male'), 2: t('personal.female') }[value as string] ?? '';
  if (field === 'birthday' || field === 'entryDate')
    return typeof value === 'number' ? formatDate(value, DATE_FORMAT) : '';
  if (field === 'nation' || field === 'education') return names.get(String(value)) ?? '';
  return value === null ? '' : String(value);
}

export function HrFields({ info, onChangeMobile }: { info: BaseInfo; onChangeMobile: () => void }) {
  const t = useT();
  const names = useDictionaryNames([info.nation ?? '', info.education ?? ''].filter(Boolean));
  return (
    <>
      <BlockTitle>{t('personal.hrSection')}</BlockTitle>
      <List strong inset dividers data-testid="personal-hr">
        <ListItem title={t('personal.field.account')} after={info.account} />
        {READ_ONLY.map((field) => (
          <ListItem
            key={field}
            title={t(`personal.field.${field}`)}
            after={shownValue(t, info, field, names)}
          >
            {field === 'mobilePhone' && (
              <Button slot="after-end" small type="button" onClick={onChangeMobile}>
                {t('personal.changeMobile')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <BlockFooter>{t('personal.hrNote')}</BlockFooter>
    </>
  );
}

type Edits = Partial<Record<SelfField, string>>;

/** What differs from what is shown ('' clears a field), each value trimmed. Pure. */
export function changedFields(info: BaseInfo, edits: Edits): SelfPatch {
  const patch: SelfPatch = {};
  for (const field of SELF_FIELD_NAMES) {
    const edited = edits[field];
    if (edited !== undefined && edited.trim() !== (info[field] ?? '')) patch[field] = edited.trim();
  }
  return patch;
}

/** The first words of what is wrong with each changed field. Pure. */
export function patchErrors(t: Translate, patch: SelfPatch): Edits {
  const errors: Edits = {};
  for (const [field, value] of Object.entries(patch) as [SelfField, string][]) {
    const issue = selfFieldIssue(field, value);
    if (issue) errors[field] = t(`personal.${issue}`, { label: t(`personal.field.${field}`) });
  }
  return errors;
}

export interface SelfFieldsProps {
  info: BaseInfo;
  pending: ReadonlySet<SelfField>;
  onSave: (patch: SelfPatch) => Promise<void>;
}

export function SelfFields({ info, pending, onSave }: SelfFieldsProps) {
  const t = useT();
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<Edits>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const patch = changedFields(info, edits);
    const found = patchErrors(t, patch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(patch);
      setEdits({});
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <BlockTitle>{t('personal.selfSection')}</BlockTitle>
      <List strong inset dividers form data-testid="personal-self" onSubmit={(e) => e.preventDefault()}>
        {SELF_FIELD_NAMES.map((field) => (
          <LabelledInput
            key={field}
            label={t(`personal.field.${field}`)}
            {...KEYPADS[field]}
            value={edits[field] ?? info[field] ?? ''}
            info={pending.has(field) ? t('personal.pending') : undefined}
            errorMessage={errors[field]}
            errorMessageForce={Boolean(errors[field])}
            onInput={(e: { target: HTMLInputElement }) => setEdits({ ...edits, [field]: e.target.value })}
          />
        ))}
      </List>
      <Block>
        <Button type="button" fill large disabled={busy} onClick={() => void save()}>
          {t('personal.save')}
        </Button>
      </Block>
    </>
  );
}
