import { useEffect, useRef, useState } from 'react';

import type { GeocodeResult } from '@cabinet/shared/contract';

import { searchAddresses } from '../api/address-api';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState = 'idle' | 'loading' | 'done' | 'error';

/** Debounced geocoder search; every new query cancels the one before it (AbortController). */
export function useAddressSearch(query: string, enabled: boolean) {
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
      searchAddresses(q, current.signal).then(
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
  }, [query, enabled]);

  useEffect(() => () => controller.current?.abort(), []);

  return { results, state };
}
