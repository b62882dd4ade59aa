/** A message's time in the message-list wording (spec §9), against the clock now; '' for none. */
import { storedLang } from '../../i18n';
import { messageListTime } from '../../../core/lib/dates';

export const listTime = (ms: number | null | undefined): string =>
  ms ? messageListTime(ms, Date.now(), storedLang()) : '';
