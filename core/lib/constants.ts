// Business constants of spec §9: time-outs and delays, colours, sizes, flags.
// Everything is `as const` so callers get literal types; `rpx` turns design units into CSS pixels.

/** Time-outs and delays, all in milliseconds. */
export const TIMEOUTS = {
  request: 60_000,
  socket: 60_000,
  upload: 60_000,
  download: 60_000,
  genericClientRequest: 1_000_000,
  chunkLoad: 120_000,
  asyncPageDelay: 200,
  asyncPageTimeout: 60_000,
  loadingText: 800,
  toast: 1500,
  debounce: 500,
  throttle: 500,
  relaunch: 1500,
} as const;

// The spec §9 colours live where they are used: the tokens of src/app/theme.css.

/** Sizes in rpx (750 rpx = the viewport width). */
export const SIZES_RPX = {
  bottomActionBar: 88,
  swipeAction: 180,
  treePopup: 780,
} as const;

export const APP_FLAGS = {
  darkMode: false,
  debug: false,
  uiLibraryVersion: '1.8.4',
} as const;

/** The design width: 750 rpx always spans the whole viewport. */
export const RPX_DESIGN_WIDTH = 750;

/** Converts rpx to CSS pixels for a viewport width (375 px, the reference phone, by default). */
export function rpx(n: number, viewportWidth = 375): number {
  return (n * viewportWidth) / RPX_DESIGN_WIDTH;
}
