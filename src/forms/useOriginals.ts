/**
 * The originals a form's relation field lists: the cached list at once, then a fresh one whenever the form
 * is open online. Only forms with a relationForm field ask.
 */
import { useEffect, useMemo, useState } from 'react';
import { RELATION_FORM } from '../../contract/form/kinds';
import type { FormDef } from '../../contract/form/types';
import type { HrOriginalsRow, UserDb } from '../data';
import type { OriginalsView } from './fields/fieldProps';
import { cachedOriginals, refreshOriginals } from './originals';

const hasRelation = (def: FormDef) => def.fields.some((f) => f.__config__.jnpfKey === RELATION_FORM);

export function useOriginals(db: UserDb, def: FormDef, online: boolean): OriginalsView | undefined {
  const wanted = useMemo(() => hasRelation(def), [def]);
  const [row, setRow] = useState<HrOriginalsRow | null>(null);
  const [read, setRead] = useState(false);
  // Whether an ask made while online has been answered (or failed): until then an empty list is 加载中.
  const [answered, setAnswered] = useState(false);
  const { formKey } = def;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void cachedOriginals(db, formKey)
      .catch(() => undefined)
      .then((cached) => {
        if (!live) return;
        if (cached) setRow((cur) => cur ?? cached);
        setRead(true);
      });
    return () => {
      live = false;
    };
  }, [db, formKey, wanted]);
  useEffect(() => {
    if (!wanted || !online) return;
    let live = true;
    refreshOriginals(db, formKey)
      .then((fresh) => live && setRow(fresh))
      .catch(() => undefined)
      .finally(() => live && setAnswered(true));
    return () => {
      live = false;
    };
  }, [db, formKey, wanted, online]);
  return useMemo(
    () =>
      wanted
        ? {
            list: row?.list ?? [],
            fetchedAt: row?.fetchedAt ?? null,
            loading: !read || (online && !row && !answered),
          }
        : undefined,
    [wanted, row, read, online, answered],
  );
}
