// The letters an initials avatar shows when a person has no photo: the last two characters of a Chinese
// name (李静怡 → 静怡, as the Me tab does), the initials of the first two words of a Latin one (JS).

const HAN = /\p{Script=Han}/u;

export function avatarText(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '?';
  if (HAN.test(trimmed)) return [...trimmed.replace(/\s+/g, '')].slice(-2).join('');
  const words = trimmed.split(/\s+/);
  if (words.length === 1) return [...trimmed].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}
