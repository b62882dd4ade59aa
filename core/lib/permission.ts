// Permission checks of spec §6: per modelId, column/button/form/resource lists of { enCode }.
// A check passes only if that model's list holds the enCode; a missing model id gives false.

export type PermissionKind = 'column' | 'button' | 'form' | 'resource';

export interface PermissionItem {
  enCode: string;
}

export type PermissionEntry = { modelId: string } & Partial<
  Record<PermissionKind, readonly PermissionItem[]>
>;

/** Walks the list (several entries may share a model id). */
export function hasPermission(
  list: readonly PermissionEntry[] | null | undefined,
  modelId: string,
  enCode: string,
  kind: PermissionKind = 'button',
): boolean {
  if (!list || !modelId || !enCode) return false;
  return list.some(
    (entry) => entry.modelId === modelId && (entry[kind] ?? []).some((item) => item.enCode === enCode),
  );
}

type PermissionIndex = Map<string, Set<string>>;

const indexKey = (modelId: string, kind: PermissionKind): string => `${kind}\u0000${modelId}`;

function buildIndex(list: readonly PermissionEntry[]): PermissionIndex {
  const index: PermissionIndex = new Map();
  const kinds: readonly PermissionKind[] = ['column', 'button', 'form', 'resource'];
  for (const entry of list) {
    for (const kind of kinds) {
      const key = indexKey(entry.modelId, kind);
      const codes = index.get(key) ?? new Set<string>();
      for (const item of entry[kind] ?? []) codes.add(item.enCode);
      index.set(key, codes);
    }
  }
  return index;
}

/** Indexes the list once for repeated checks (e.g. every button of a list page); same rules. */
export function createPermissionChecker(
  list: readonly PermissionEntry[] | null | undefined,
): (modelId: string, enCode: string, kind?: PermissionKind) => boolean {
  const index = buildIndex(list ?? []);
  return (modelId, enCode, kind = 'button') =>
    Boolean(modelId && enCode) && (index.get(indexKey(modelId, kind))?.has(enCode) ?? false);
}
