/** Every way a position request ends maps to a state the screen explains. */
import { describe, expect, it } from 'vitest';
import { GEO_OPTIONS, fixOf, geoFailureOf } from '../../../src/features/punch/geoState';

describe('geolocation states', () => {
  it('asks for a precise fix, waits at most 15 s, accepts one up to 30 s old', () => {
    expect(GEO_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [0, 'unavailable'],
  ] as const)('error code %s → %s', (code, status) => {
    expect(geoFailureOf(code)).toBe(status);
  });

  it('keeps the coordinates, the accuracy and when the fix was taken', () => {
    const position = {
      coords: { latitude: 31.2, longitude: 121.4, accuracy: 8, altitude: null },
      timestamp: 123,
    } as unknown as GeolocationPosition;
    expect(fixOf(position)).toEqual({ latitude: 31.2, longitude: 121.4, accuracy: 8, at: 123 });
  });
});
