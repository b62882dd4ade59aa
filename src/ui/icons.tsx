/**
 * Inline SVG icons for the tab bar, the apply tiles, empty states and the chat composer (no icon font to
 * download, works offline). Holes are drawn against the outline's direction, so the default fill rule cuts them.
 */
const PATHS = {
  message: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z',
  workflow: 'M4 3h16v4H4zM4 10h10v4H4zM4 17h16v4H4z',
  apply: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  my: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z',
  empty: 'M4 6h16v12H4zM4 6l8 6 8-6',
  // The Business Application tab's tiles (#30 item 14).
  calendar:
    'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2zM5 9v11h14V9z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  wallet:
    'M5 4h14a2 2 0 0 1 2 2v3h-5a3 3 0 0 0 0 6h5v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm11 7h5v2h-5z',
  people:
    'M9 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM2 20a7 7 0 0 1 14 0zm14-16a4 4 0 0 1 0 8zm2 16a8 8 0 0 0-3-6.2A6 6 0 0 1 22 20z',
  book: 'M3 4h6a3 3 0 0 1 3 3v14a3 3 0 0 0-3-3H3zm18 0h-6a3 3 0 0 0-3 3v14a3 3 0 0 1 3-3h6z',
  // The chat composer and its voice messages (#30 item 11).
  voice:
    'M12 2a3.5 3.5 0 0 1 3.5 3.5v5a3.5 3.5 0 0 1-7 0v-5A3.5 3.5 0 0 1 12 2zM5 10h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.93V20h3v2H8v-2h3v-3.07A7 7 0 0 1 5 10z',
  keyboard:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v10h16V7zm1 1h2v2H5zm3 0h2v2H8zm3 0h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2zM5 11h2v2H5zm3 0h2v2H8zm3 0h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2zM7 14h10v2H7z',
  image:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v12h14V6zm1 11 4-5 3 3.5 2-2.5 3 4zm9.5-9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  play: 'M8 5v14l11-7z',
  sound:
    'M3 9h4l5-4v14l-5-4H3zm11.5-1.5a6 6 0 0 1 0 9l-1.4-1.4a4 4 0 0 0 0-6.2zm2.8-2.8a10 10 0 0 1 0 14.6l-1.4-1.4a8 8 0 0 0 0-11.8z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
