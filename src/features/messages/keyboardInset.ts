/**
 * How much of the layout viewport the on-screen keyboard covers, from the visual viewport: where the
 * keyboard only shrinks the visual viewport (iOS, Chrome on Android since 108), the composer is lifted by
 * this much so it sits on the keyboard as in WeChat; where the layout viewport shrinks itself, it is 0.
 */
export type VisualView = { readonly height: number; readonly offsetTop: number; readonly scale: number };

export function keyboardInset(layoutHeight: number, view: VisualView): number {
  // Pinched in, the visual viewport is smaller for the zoom, not for a keyboard: the bar stays put.
  if (Math.abs(view.scale - 1) > 0.01) return 0;
  return Math.max(0, Math.round(layoutHeight - view.height - view.offsetTop));
}
