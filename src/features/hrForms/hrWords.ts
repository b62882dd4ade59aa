/**
 * The HR forms' words (contract/hrForm/words.ts: `hr.field.*`, `hr.group.*`, `hr.option.*`) reach i18next
 * when a chunk that shows HR forms loads (the form page, a flow's detail), never with the first screen.
 */
import { HR_WORDS } from '../../../contract/hrForm/words';
import { addWords } from '../../i18n';

let added = false;

export function addHrWords(): void {
  if (added) return;
  added = true;
  addWords({ zh: { hr: HR_WORDS.zh }, en: { hr: HR_WORDS.en } });
}
