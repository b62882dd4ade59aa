/**
 * 当前位置: locating (spinner); the nearest synced site first (its name, distance, in range or not, and
 * what punching outside it means), which way from it she is and the fix's accuracy in small print, the raw
 * coordinates only behind 查看坐标 (#30 item 19); or
 * why there is no fix — permission denied (how to allow it), unavailable or timed out (重试), no
 * geolocation at all — and 重新定位. Without synced sites the punch is still allowed.
 */
import { Block, Button, Preloader } from 'framework7-react';
import { useT } from '../../i18n';
import type { Fix, GeoState } from './geoState';
import type { SitesData } from './punchReads';
import { SiteLine } from './SiteLine';
import { isOutsidePunch, siteFixOf } from './siteFix';

function FixLines({ fix, sites }: { fix: Fix; sites: SitesData | undefined }) {
  const t = useT();
  const near = sites ? siteFixOf(sites.sites, fix.latitude, fix.longitude) : null;
  return (
    <>
      {near?.siteName ? (
        <p className="punch-nearest" data-testid="punch-nearest">
          <span className="punch-nearest-label">{t('punch.nearest')}</span>
          <SiteLine name={near.siteName} distanceM={near.distanceM} inside={near.inside} />
        </p>
      ) : (
        near && <p className="punch-note">{t('punch.noSites')}</p>
      )}
      {near && isOutsidePunch(near) && (
        <p className="punch-outside-hint">{t('punch.outsideHint', { radius: near.radiusM })}</p>
      )}
      <p className="punch-coords" data-testid="punch-where">
        {near && !near.inside && near.bearing && (
          <span className="punch-bearing">
            {t('punch.bearing', { dir: t(`punch.compass.${near.bearing}`) })}
          </span>
        )}
        <span className="punch-accuracy">{t('punch.accuracy', { n: Math.round(fix.accuracy) })}</span>
      </p>
      {/* The raw position only on request (for whoever checks a punch): a place people know says more. */}
      <details className="punch-raw">
        <summary>{t('punch.showCoords')}</summary>
        <span>{t('punch.coords', { lat: fix.latitude.toFixed(6), lon: fix.longitude.toFixed(6) })}</span>
      </details>
    </>
  );
}

function Failure({ status }: { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }) {
  const t = useT();
  return (
    <>
      <p className="punch-geo-error" role="alert">
        {t(`punch.${status}`)}
      </p>
      {status !== 'unsupported' && <p className="punch-note">{t(`punch.${status}Help`)}</p>}
    </>
  );
}

export interface LocationCardProps {
  geo: GeoState;
  sites: SitesData | undefined;
  onLocate: () => void;
}

export function LocationCard({ geo, sites, onLocate }: LocationCardProps) {
  const t = useT();
  const failed = geo.status !== 'locating' && geo.status !== 'located';
  const retry = geo.status === 'unavailable' || geo.status === 'timeout';
  return (
    <Block strong inset className="punch-location" aria-live="polite">
      <p className="punch-card-title">{t('punch.location')}</p>
      {geo.status === 'locating' && (
        <p className="punch-locating">
          <Preloader size={18} /> {t('punch.locating')}
        </p>
      )}
      {geo.status === 'located' && <FixLines fix={geo.fix} sites={sites} />}
      {failed && <Failure status={geo.status} />}
      {geo.status !== 'locating' && geo.status !== 'unsupported' && (
        <Button type="button" outline small className="punch-relocate" onClick={onLocate}>
          {t(retry ? 'punch.retry' : 'punch.relocate')}
        </Button>
      )}
    </Block>
  );
}
