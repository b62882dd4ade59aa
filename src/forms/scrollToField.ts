/** Brings a field (by `data-field`) into view and puts the cursor in it: where the first error is. */
export function scrollToField(name: string): void {
  const row = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  if (!row) return;
  row.scrollIntoView({ block: 'center', behavior: 'smooth' });
  row
    .querySelector<HTMLElement>('input:not([type=radio]), textarea, select, button')
    ?.focus({ preventScroll: true });
}
