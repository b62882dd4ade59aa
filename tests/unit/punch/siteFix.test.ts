/** The nearest site as the screen shows it and the punch stores it: the contract's haversine, the radius inclusive. */
import { describe, expect, it } from 'vitest';
import {
  NO_SITE,
  compassFrom,
  distanceLabel,
  isOutsidePunch,
  siteFixOf,
} from '../../../src/features/punch/siteFix';
import { FAR_NORTH, NEAR_MAIN, SITES } from './fixtures';

describe('the nearest site', () => {
  it('a point 111 m from 院本部 is inside its 300 m radius', () => {
    const fix = siteFixOf(SITES, NEAR_MAIN.latitude, NEAR_MAIN.longitude);
    expect(fix).toMatchObject({ siteId: 's-main', siteName: '院本部', inside: true });
    expect(fix.distanceM).toBeGreaterThan(105);
    expect(fix.distanceM).toBeLessThan(117);
  });

  it('the nearest site is chosen even when the point is outside every radius', () => {
    const fix = siteFixOf(SITES, FAR_NORTH.latitude, FAR_NORTH.longitude);
    expect(fix).toMatchObject({ siteId: 's-main', inside: false });
    expect(fix.distanceM).toBeGreaterThan(1_000);
  });

  it('the other site wins when it is nearer', () => {
    expect(siteFixOf(SITES, 31.2304, 121.53).siteId).toBe('s-east');
  });

  it('exactly on the radius counts as inside', () => {
    const site = { ...SITES[0]!, radius: 0 };
    expect(siteFixOf([site], site.latitude, site.longitude)).toMatchObject({ distanceM: 0, inside: true });
  });

  it('no sites synced: no site, not inside, and the punch is still possible', () => {
    expect(siteFixOf([], NEAR_MAIN.latitude, NEAR_MAIN.longitude)).toEqual(NO_SITE);
  });
});

describe('a punch the person is asked about first', () => {
  it("outside the nearest site's radius: asked, with that site's radius to explain it", () => {
    const fix = siteFixOf(SITES, FAR_NORTH.latitude, FAR_NORTH.longitude);
    expect(isOutsidePunch(fix)).toBe(true);
    expect(fix.radiusM).toBe(SITES.find((s) => s.id === 's-main')!.radius);
  });

  it('inside a radius, or with no site synced (the server judges): not asked', () => {
    expect(isOutsidePunch(siteFixOf(SITES, NEAR_MAIN.latitude, NEAR_MAIN.longitude))).toBe(false);
    expect(isOutsidePunch(NO_SITE)).toBe(false);
  });
});

describe('distances as people read them', () => {
  it.each([
    [0, 'm', '0'],
    [111.4, 'm', '111'],
    [999.4, 'm', '999'],
    [999.6, 'km', '1.0'],
    [1_234, 'km', '1.2'],
    [-3, 'm', '0'],
  ] as const)('%s m → %s %s', (metres, unit, value) => {
    expect(distanceLabel(metres)).toEqual({ unit, value });
  });
});

describe('which way from the site (#30 item 19: a direction, not raw coordinates)', () => {
  const site = { latitude: 30.2, longitude: 120.2 };
  it.each([
    [0.01, 0, 'n'],
    [0.01, 0.01, 'ne'],
    [0, 0.01, 'e'],
    [-0.01, 0.01, 'se'],
    [-0.01, 0, 's'],
    [-0.01, -0.01, 'sw'],
    [0, -0.01, 'w'],
    [0.01, -0.01, 'nw'],
  ] as const)('%f° north and %f° east of it is %s', (dLat, dLon, compass) => {
    expect(compassFrom(site, { latitude: site.latitude + dLat, longitude: site.longitude + dLon })).toBe(
      compass,
    );
  });

  it('a fix far north of 院本部 lies north of it', () => {
    expect(siteFixOf(SITES, FAR_NORTH.latitude, FAR_NORTH.longitude).bearing).toBe('n');
  });
});
