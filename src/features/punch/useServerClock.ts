/**
 * The time to show at the top of the punch screen: the device clock corrected by the server offset learned
 * at the last contact (ARCHITECTURE §5), ticking on each second; `corrected` is false while no offset is known.
 */
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { serverOffsetMs } from '../../sync';

export function useServerClock(): { now: number; corrected: boolean } {
  useSignals();
  const offset = serverOffsetMs.value;
  const [device, setDevice] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // Scheduled to the next whole second, so the seconds turn over when the clock's do.
    const tick = () => {
      setDevice(Date.now());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return { now: device + (offset ?? 0), corrected: offset !== null };
}
