/** A value that follows another once it has stopped changing for `wait` ms (spec §9: 500 ms), e.g. a keyword. */
import { useEffect, useState } from 'react';
import { TIMEOUTS } from '../../../../core/lib/constants';

export function useDebouncedValue<T>(value: T, wait: number = TIMEOUTS.debounce): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
