import type { SearchTextEntry } from '@tac/contracts';
import { useEffect, useRef } from 'react';

/**
 * Reloads a paged list from page 1, keeping its search, when `key` (the query dates it was asked
 * for) changes. usePagedList reads the newest fetch function when it loads, so the reload asks
 * with the new dates.
 */
export function useReloadOn(
  key: string | number,
  list: { search: readonly SearchTextEntry[]; setSearch: (search: SearchTextEntry[]) => void },
): void {
  const loadedKey = useRef(key);
  const { search, setSearch } = list;
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    setSearch([...search]);
  }, [key, search, setSearch]);
}
