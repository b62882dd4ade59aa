/**
 * Why a punch is 异常: each of the server's flags with its reason in plain words (the site and distance for
 * 不在范围内, the limits of PUNCH_RULES for the clock flags), and that HR checks flagged punches.
 */
import { PUNCH_RULES, type PunchFlag } from '../../../contract';
import { useT } from '../../i18n';
import { useDistanceText } from './SiteLine';

const LIMITS = {
  hours: PUNCH_RULES.maxDelayMs / 3_600_000,
  minutes: PUNCH_RULES.maxSkewMs / 60_000,
};

export function PunchFlags({
  flags,
  siteName,
  distanceM,
  hint = true,
}: {
  flags: readonly PunchFlag[];
  siteName: string | null;
  distanceM: number | null;
  /** Says HR will check it; false once HR has. */
  hint?: boolean;
}) {
  const t = useT();
  const distance = useDistanceText();
  const why = (flag: PunchFlag) => {
    if (flag !== 'outside') return t(`punch.flagWhy.${flag}`, LIMITS);
    if (siteName === null || distanceM === null) return t('punch.flagWhy.outsideNoSite');
    return t('punch.flagWhy.outside', { site: siteName, distance: distance(distanceM) });
  };
  return (
    <div className="punch-flags" data-testid="punch-flags">
      <ul className="punch-flag-list">
        {flags.map((flag) => (
          <li key={flag}>
            <span className="punch-flag">{t(`punch.flag.${flag}`)}</span> {why(flag)}
          </li>
        ))}
      </ul>
      {hint && <p className="punch-note">{t('punch.flaggedHint')}</p>}
    </div>
  );
}
