/**
 * The searchable forms of a person's name (JNPF's quickQuery): lowercase pinyin without spaces and its
 * initials, 张伟 → zhangwei / zw. Every write of `users.real_name` goes through `nameIndex`.
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
