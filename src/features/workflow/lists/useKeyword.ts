/** A list's search field: what is typed, and the keyword a search runs with (settled after 500 ms; cleared at once). */
import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export function useKeyword(): { query: string; setQuery: (value: string) => void; keyword: string } {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim());
  return { query, setQuery, keyword: query.trim() === '' ? '' : settled };
}
