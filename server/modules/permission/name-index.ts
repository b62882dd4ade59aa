/**
 * The searchable forms of a person's name (JNPF's quickQuery): lowercase pinyin without spaces and its
 * initials, 张伟 → zhangwei / zw. Every write of `users.real_name` goes through `nameIndex`. Units and posts
 * carry their name's initials too (心内科 → xnk, 护士 → hs), so the Address Book finds them by letters.
 */
import { pinyin } from 'pinyin-pro';

export type NameIndex = { pinyin: string; initials: string };

// surname: 'head' reads the family name as a surname (曾 zeng, 单 shan, 解 xie); v: true writes ü as v (吕 lv).
const OPTIONS = { toneType: 'none', type: 'array', surname: 'head', v: true } as const;

export function nameIndex(realName: string): NameIndex {
  const name = realName.trim();
  const syllables = pinyin(name, OPTIONS);
  const initials = pinyin(name, { ...OPTIONS, pattern: 'first' });
  const clean = (parts: string[]) =>
    parts
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return { pinyin: clean(syllables), initials: clean(initials) };
}

const UNIT_OPTIONS = { toneType: 'none', type: 'array', pattern: 'first', v: true } as const;
// A hospital has a few hundred unit and post names: each is read once, the memo bounded all the same.
const MEMO_LIMIT = 10_000;
const unitMemo = new Map<string, string>();

/** The initials of a unit's or post's name (no surname rule: 单 in 单人病房 is dan). */
export function nameInitials(name: string): string {
  let initials = unitMemo.get(name);
  if (initials === undefined) {
    initials = pinyin(name.trim(), UNIT_OPTIONS)
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (unitMemo.size >= MEMO_LIMIT) unitMemo.clear();
    unitMemo.set(name, initials);
  }
  return initials;
}
