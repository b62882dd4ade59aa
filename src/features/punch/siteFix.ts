/**
 * Where a position stands against the configured punch sites, exactly as the screen shows it and the
 * stored punch keeps it: the nearest site (the contract's `nearestSite`, the same haversine the server
 * uses), its distance, which way from it (东北 — a place people know says more than raw coordinates), and
 * whether the point is inside the site's radius. Pure.
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
  /** Which way the point lies from the nearest site, of eight (0 north, 1 north-east … 7 north-west); null without sites. */
  bearing: Compass | null;
}

/** Eight points of the compass, clockwise from north. */
export const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Compass = (typeof COMPASS)[number];

const RAD = Math.PI / 180;

/** The initial bearing from one point to another, as the nearest of eight compass points. */
export function compassFrom(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): Compass {
  const [φ1, φ2] = [from.latitude * RAD, to.latitude * RAD];
  const Δλ = (to.longitude - from.longitude) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const degrees = (Math.atan2(y, x) / RAD + 360) % 360;
  return COMPASS[Math.round(degrees / 45) % 8]!;
}

/** No site configured (or none synced yet): the punch is still taken, and the server judges it. */
export const NO_SITE: SiteFix = {
  siteId: null,
  siteName: null,
  distanceM: null,
  inside: false,
  radiusM: null,
  bearing: null,
};

export function siteFixOf(sites: readonly PunchSite[], latitude: number, longitude: number): SiteFix {
  const near = nearestSite(sites, latitude, longitude);
  if (!near) return NO_SITE;
  const { site, distanceM, inside } = near;
  const bearing = compassFrom(site, { latitude, longitude });
  return { siteId: site.id, siteName: site.name, distanceM, inside, radiusM: site.radius, bearing };
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
