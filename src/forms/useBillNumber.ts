/**
 * Gets a draft its bill number while online: once the draft exists (first saved change, so merely opening
 * a form takes no number) and again whenever the connection returns while it still has none.
 */
import { useEffect, useMemo, useRef } from 'react';
import { billRuleField, fetchBillNumber } from './billNumber';
import type { FormDef } from '../../contract/form/types';
import type { DraftEditor } from './useDraft';

export function useBillNumber(def: FormDef, editor: DraftEditor, online: boolean): void {
  const bill = useMemo(() => billRuleField(def.fields), [def]);
  const asking = useRef(false);
  const has = bill ? Boolean(editor.values[bill.name]) : true;
  const wanted = !has && editor.savedAt !== null && editor.state !== 'pending' && online;
  const { setField } = editor;
  useEffect(() => {
    if (!bill || !wanted || asking.current) return;
    asking.current = true;
    fetchBillNumber(bill.rule)
      .then((no) => setField(bill.name, no))
      .catch(() => undefined)
      .finally(() => {
        asking.current = false;
      });
  }, [bill, wanted, setField]);
}
