/**
 * Geolocation as the punch screen sees it: the options it asks with, and every state a request can end in
 * (located, permission denied, no position, timed out, no geolocation at all). Pure.
 */

/** High accuracy, at most 15 s, a fix up to 30 s old is fine (the person has not walked far). */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };

export interface Fix {
  latitude: number;
  longitude: number;
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: number;
  /** When the device took the fix (ms). */
  at: number;
}

export type GeoFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type GeoState = { status: 'locating' } | { status: 'located'; fix: Fix } | { status: GeoFailure };

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function geoFailureOf(code: number): GeoFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

export function fixOf(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, accuracy, at: position.timestamp };
}
