/** "As of" text for cached flow data against the clock now (module-level: rendering stays pure). */
import { asOfTime } from '../../../lib/asOf';
import { relativeTime } from '../../../lib/relativeTime';
import { storedLang } from '../../../i18n';

export const asOfNow = (fetchedAt: number): string => asOfTime(fetchedAt, Date.now());

export const agoNow = (at: number): string => relativeTime(at, Date.now(), storedLang());
