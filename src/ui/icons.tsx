/** Inline SVG icons for the tab bar, the apply tiles and empty states (no icon font to download, works offline). */
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
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
