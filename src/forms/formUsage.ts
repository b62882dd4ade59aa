/**
 * How often this person has opened each form, kept on the phone per user (localStorage), so the Business
 * Application tab can put their frequent forms first (#14 item 4). Counts only; nothing leaves the phone.
 * Storage blocked or full: uses are simply not remembered.
 */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (userId: string) => `formUses:${userId}`;
/** Enough to rank a person's forms; the rarest are forgotten first. */
const MAX_FORMS = 20;

export function formUses(
  userId: string,
  store: Store | undefined = globalThis.localStorage,
): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(keyOf(userId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, number] => Number.isFinite(e[1]) && e[1] > 0),
    );
  } catch {
    return {};
  }
}

/** One more use of the form `name` (its route name) by `userId`. */
export function recordFormUse(
  userId: string,
  name: string,
  store: Store | undefined = globalThis.localStorage,
): void {
  const uses = formUses(userId, store);
  uses[name] = (uses[name] ?? 0) + 1;
  const kept = Object.entries(uses)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_FORMS);
  try {
    store?.setItem(keyOf(userId), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Full or blocked: this use is not remembered.
  }
}
