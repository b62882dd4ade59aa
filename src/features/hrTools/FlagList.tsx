/** Why a punch was flagged, each flag in the punch card's words with its reason (site and distance for 不在范围内). */
import { PUNCH_RULES, type FlaggedPunch } from '../../../contract';
import { useT } from '../../i18n';
import { useDistanceText } from '../punch/SiteLine';

const LIMITS = { hours: PUNCH_RULES.maxDelayMs / 3_600_000, minutes: PUNCH_RULES.maxSkewMs / 60_000 };

export function FlagList({ punch }: { punch: FlaggedPunch }) {
  const t = useT();
  const distance = useDistanceText();
  const why = (flag: FlaggedPunch['flags'][number]) => {
    if (flag !== 'outside') return t(`punch.flagWhy.${flag}`, LIMITS);
    if (punch.siteName === null || punch.distanceM === null) return t('punch.flagWhy.outsideNoSite');
    return t('punch.flagWhy.outside', { site: punch.siteName, distance: distance(punch.distanceM) });
  };
  return (
    <ul className="review-flags" data-testid="review-flags">
      {punch.flags.map((flag) => (
        <li key={flag}>
          <span className="punch-flag">{t(`punch.flag.${flag}`)}</span> {why(flag)}
        </li>
      ))}
    </ul>
  );
}
