/**
 * The catalogue forms' words (contract/hrForm/words.ts: `hr.field.*`, `hr.group.*`, `hr.option.*`) reach
 * i18next when a chunk that shows those forms loads (a form page, a flow's detail, the sync centre's and
 * the drafts' rows), never with the first screen.
 */
import { HR_WORDS } from '../../contract/hrForm/words';
import { wordsOnce } from '../i18n';

export const addHrWords = wordsOnce({ zh: { hr: HR_WORDS.zh }, en: { hr: HR_WORDS.en } });
