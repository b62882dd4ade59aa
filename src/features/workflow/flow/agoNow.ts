/** "3 分钟前" for a comment's time against the clock now (module-level: rendering stays pure). */
import { relativeTime } from '../../../../core/lib/relativeTime';
import { storedLang } from '../../../i18n';

export const agoNow = (at: number): string => relativeTime(at, Date.now(), storedLang());
