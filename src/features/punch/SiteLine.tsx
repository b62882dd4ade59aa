/** The nearest site, its distance and 在范围内 (green) / 不在范围内 (orange): on the screen and in the history. */
import { useT } from '../../i18n';
import { distanceLabel } from './siteFix';

export function useDistanceText() {
  const t = useT();
  return (metres: number) => {
    const { unit, value } = distanceLabel(metres);
    return t(unit === 'm' ? 'punch.metres' : 'punch.km', { n: value });
  };
}

export function SiteLine({
  name,
  distanceM,
  inside,
  showRange = true,
}: {
  name: string;
  distanceM: number | null;
  inside: boolean;
  /** False where a flag already says 不在范围内 with its reason. */
  showRange?: boolean;
}) {
  const t = useT();
  const distance = useDistanceText();
  return (
    <span className="punch-site">
      <span className="punch-site-name">{name}</span>
      {distanceM !== null && <span className="punch-site-distance">{distance(distanceM)}</span>}
      {showRange && (
        <span className={inside ? 'punch-range is-inside' : 'punch-range is-outside'}>
          {t(inside ? 'punch.inside' : 'punch.outside')}
        </span>
      )}
    </span>
  );
}
