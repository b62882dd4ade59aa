/**
 * Asks the device for the position when the screen opens, again on 重新定位 / 重试, and when the app
 * comes back to the foreground (the person may have moved meanwhile); reports the GeoState (locating,
 * located with the fix, or why there is none). A late answer to an earlier request is dropped.
 */
import { useCallback, useEffect, useState } from 'react';
import { GEO_OPTIONS, fixOf, geoFailureOf, type GeoState } from './geoState';

const geolocation = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

const initial = (): GeoState => (geolocation() ? { status: 'locating' } : { status: 'unsupported' });

export function useGeolocation(): { geo: GeoState; locate: () => void } {
  const [geo, setGeo] = useState<GeoState>(initial);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const device = geolocation();
    if (!device) return;
    let live = true;
    device.getCurrentPosition(
      (position) => live && setGeo({ status: 'located', fix: fixOf(position) }),
      (error) => live && setGeo({ status: geoFailureOf(error.code) }),
      GEO_OPTIONS,
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const locate = useCallback(() => {
    setGeo(initial());
    setAttempt((a) => a + 1);
  }, []);
  useEffect(() => {
    const back = () => document.visibilityState === 'visible' && locate();
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [locate]);
  return { geo, locate };
}
