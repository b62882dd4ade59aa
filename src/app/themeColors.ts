/**
 * The colours Framework7 derives its theme from (spec §9): the primary, darkened to meet WCAG AA under
 * text (theme.css), and the red of destructive buttons. Read by the app and, at build time, by
 * vite.config.ts, which turns them into Framework7's colour stylesheet once (see f7ColorsAtBuild there).
 */
export const THEME_COLORS = { primary: '#1a62d9', red: '#fa3534' } as const;

/** The virtual stylesheet the build fills with Framework7's colour variables for THEME_COLORS. */
export const F7_COLORS_MODULE = 'virtual:f7-colors.css';
