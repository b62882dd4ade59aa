/**
 * The Address Book's list as state: the organisation tree (expand/collapse, a chosen unit) when the
 * search is blank, ranked colleagues when it is not. Indexes are built once per data version.
 */
import { useMemo, useState } from 'react';
import { queryTokens, searchPeople } from '../../../core/lib/peopleSearch';
import {
  browseRows,
  buildColleagueSearch,
  buildOrgIndex,
  initiallyExpanded,
  inUnit,
  personRows,
  type ContactRow,
  type OrgIndex,
} from './directoryModel';
import type { DirectoryData } from './useDirectory';

interface Expansion {
  /** The unit filter this expansion belongs to: choosing another unit starts afresh. */
  unitId: string | null;
  ids: ReadonlySet<string>;
}

export interface ContactRowsView {
  rows: ContactRow[];
  searching: boolean;
  index: OrgIndex | null;
  toggle: (orgId: string) => void;
}

function toggled(ids: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function useContactRows(
  data: DirectoryData | undefined,
  query: string,
  unitId: string | null,
): ContactRowsView {
  const index = useMemo(() => (data ? buildOrgIndex(data.orgs, data.users) : null), [data]);
  const search = useMemo(() => (data ? buildColleagueSearch(data) : null), [data]);
  const [expansion, setExpansion] = useState<Expansion | null>(null);
  const expanded = useMemo(() => {
    if (expansion && expansion.unitId === unitId) return expansion.ids;
    return index ? initiallyExpanded(index, unitId) : new Set<string>();
  }, [expansion, index, unitId]);
  const within = useMemo(() => (index && unitId ? inUnit(index, unitId) : undefined), [index, unitId]);
  const searching = queryTokens(query).length > 0;
  const rows = useMemo(() => {
    if (!index || !search) return [];
    if (searching) return personRows(searchPeople(search, query, { within }));
    return browseRows(index, expanded, unitId);
  }, [index, search, searching, query, within, expanded, unitId]);
  const toggle = (orgId: string) => setExpansion({ unitId, ids: toggled(expanded, orgId) });
  return { rows, searching, index, toggle };
}
