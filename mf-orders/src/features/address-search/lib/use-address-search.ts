import { useEffect, useRef, useState } from 'react';

import type { City, GeocodeResult } from '@cabinet/shared/contract';

import { searchAddresses } from '../api/address-api';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState = 'idle' | 'loading' | 'done' | 'error';

/** Searches `city` first; unless the city is `strict`, a search there that finds nothing tries every city. */
export async function searchInCity(
  q: string,
  signal: AbortSignal,
  city: City | null,
  strict: boolean,
): Promise<GeocodeResult[]> {
  const found = await searchAddresses(q, signal, city ?? undefined);
  if (found.length > 0 || city === null || strict || signal.aborted) return found;
  return searchAddresses(q, signal);
}

/**
 * Debounced geocoder search in `city` (see searchInCity); every new query cancels the one before it
 * (AbortController).
 */
export function useAddressSearch(query: string, enabled: boolean, city: City | null = null, strict = false) {
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!enabled || q.length < 2) {
      controller.current?.abort();
      setState('idle');
      setResults([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState('loading');
      searchInCity(q, current.signal, city, strict).then(
        (found) => {
          if (current.signal.aborted) return;
          setResults(found);
          setState('done');
        },
        () => {
          if (current.signal.aborted) return;
          setResults([]);
          setState('error');
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, enabled, city, strict]);

  useEffect(() => () => controller.current?.abort(), []);

  return { results, state };
}
