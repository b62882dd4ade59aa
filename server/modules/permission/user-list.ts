/**
 * `getUserList`: the people behind a picker's chosen ids, in the order chosen. An id may also name an
 * organisation when `isSelAll` is set: it then stands for everyone in it and in the units below it.
 */
import type { z } from 'zod';
import type { userListBody } from '../../../contract';
import type { OrgRepository } from './org-repository';
import type { DirectoryRow, PermissionRepository } from './repository';
import { subtreeIds } from './trees';

export async function listedUsers(
  repo: PermissionRepository,
  orgRepo: OrgRepository,
  body: z.infer<typeof userListBody>,
): Promise<DirectoryRow[]> {
  const byId = new Map((await repo.byIds(body.userId)).map((r) => [r.id, r]));
  const chosen = body.userId.flatMap((id) => byId.get(id) ?? []);
  if (!body.isSelAll) return dedupe(chosen);
  const orgs = await orgRepo.organizes();
  const orgIds = new Set(orgs.map((o) => o.id));
  const units = body.userId.filter((id) => orgIds.has(id)).flatMap((id) => [...subtreeIds(orgs, id)]);
  return dedupe([...chosen, ...(await repo.inOrganizes([...new Set(units)]))]);
}

function dedupe(rows: DirectoryRow[]): DirectoryRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
}
