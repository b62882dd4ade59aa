/**
 * Where a position stands against the configured punch sites, exactly as the screen shows it and the
 * stored punch keeps it: the nearest site (the contract's `nearestSite`, the same haversine the server
 * uses), its distance, and whether the point is inside the site's radius. Pure.
 */
import { nearestSite, type PunchSite } from '../../../contract';

export interface SiteFix {
  siteId: string | null;
  siteName: string | null;
  /** Metres to the nearest site; null without sites. */
  distanceM: number | null;
  inside: boolean;
  /** The nearest site's radius in metres; null without sites. */
  radiusM: number | null;
}

/** No site configured (or none synced yet): the punch is still taken, and the server judges it. */
export const NO_SITE: SiteFix = {
  siteId: null,
  siteName: null,
  distanceM: null,
  inside: false,
  radiusM: null,
};

export function siteFixOf(sites: readonly PunchSite[], latitude: number, longitude: number): SiteFix {
  const near = nearestSite(sites, latitude, longitude);
  if (!near) return NO_SITE;
  const { site, distanceM, inside } = near;
  return { siteId: site.id, siteName: site.name, distanceM, inside, radiusM: site.radius };
}

/** A punch about to be taken outside every site's radius: the person is asked first (it will be 异常). */
export function isOutsidePunch(fix: SiteFix): fix is SiteFix & { siteName: string; distanceM: number } {
  return fix.siteName !== null && fix.distanceM !== null && !fix.inside;
}

/** A distance as people read it: whole metres below 1 km, then kilometres with one decimal. */
export function distanceLabel(metres: number): { unit: 'm' | 'km'; value: string } {
  const m = Math.max(0, metres);
  if (Math.round(m) < 1000) return { unit: 'm', value: String(Math.round(m)) };
  return { unit: 'km', value: (m / 1000).toFixed(1) };
}
