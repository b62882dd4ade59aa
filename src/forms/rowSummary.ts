/**
 * What tells one row apart from another of the same kind in a list (#14 item 6: the sync centre, 我的草稿
 * and 我发起的 showed "请假申请", "请假申请"). One pure function for the three lists: the form's key facts
 * (contract/form/keyFacts.ts, which the server's messages name too: 病假 · 11-28 – 11-30 · 请假天数 3), on
 * the phone's clock — then its bill number once it has one; and
 * the time of the row's state (保存于 / 提交于 / 送达于 / 发起于), formatted by the i18n catalogue's pattern.
 * A list that passes a catalogue form's definition loads the forms' words first (addHrWords, formWords.ts):
 * its labels (请假天数) and fixed choices (协商解除) are theirs. 我发起的 passes none, and so loads none.
 */
import { dictionaryIdsOf, keyFacts, type StoredValues } from '../../contract/form/keyFacts';
import type { Translate } from '../../contract/form/issueText';
import type { FormDef } from '../../contract/form/types';
import { formatDate } from '../../core/lib/dateFormat';
import { LOCAL_CLOCK } from './halfDay';

export { dictionaryIdsOf };

/** The state a row's time belongs to: a draft saved, a write queued or delivered, a flow started. */
export type RowTimeKey = 'saved' | 'queued' | 'delivered' | 'started';

/** What a list knows about one row; every part is optional (a flow list item has no form values). */
export interface RowFacts {
  /** The form's definition, for a form of the catalogue. */
  def?: FormDef;
  /** Its values: a draft's data, a queued form's body. */
  values?: StoredValues;
  /** The bill number the server sent (a flow's billNo); otherwise the values' own billNo. */
  billNo?: string;
  /** Dictionary item names by id (read from the local dictionaries by the list), for 病假 rather than an id. */
  names?: ReadonlyMap<string, string>;
  /** When the row reached its state. */
  at?: { key: RowTimeKey; ms: number };
}

export interface RowSummary {
  /** Which one it is: key values, then the bill number; '' when nothing is known. */
  detail: string;
  /** When it reached its state (提交于 11月24日 09:30); '' without a time. */
  time: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function rowSummary(t: Translate, facts: RowFacts): RowSummary {
  const { def, values } = facts;
  const billNo = str(facts.billNo) ?? str(values?.billNo);
  const pieces = def && values ? keyFacts(t, def, values, { names: facts.names, clock: LOCAL_CLOCK }) : [];
  const detail = [...pieces, ...(billNo ? [billNo] : [])].join(' · ');
  const { at } = facts;
  const when = at && formatDate(at.ms, t('row.timeFormat'));
  return { detail, time: at && when ? t(`row.at.${at.key}`, { time: when }) : '' };
}
