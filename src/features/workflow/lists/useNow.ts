/** The time the list's relative times ("3分钟前") are measured from, moving on once a minute. */
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
