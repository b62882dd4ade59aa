/**
 * Names the navbars' back links for screen readers. Framework7's Navbar renders its back link as an
 * icon-only <a> and takes no label for it, so one observer gives every such link `aria-label` 返回 (or
 * Back), and renames them when the language changes. Installed once by the app shell.
 */
import { onLangChange, t } from '../i18n';

const UNNAMED = 'a.back:not([aria-label])';

function nameAll(root: ParentNode, selector: string): void {
  for (const link of root.querySelectorAll(selector)) link.setAttribute('aria-label', t('app.back'));
}

export function nameBackLinks(root: HTMLElement = document.body): void {
  nameAll(root, UNNAMED);
  new MutationObserver(() => nameAll(root, UNNAMED)).observe(root, { childList: true, subtree: true });
  onLangChange(() => nameAll(root, 'a.back'));
}
