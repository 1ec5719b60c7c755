import { useEffect, useState } from 'react';

import type { City, GeocodeResult } from '@cabinet/shared/contract';

import { searchAddresses } from './api';

export const SEARCH_DEBOUNCE_MS = 250;

type SearchState = 'idle' | 'loading' | 'done' | 'error';

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

interface SearchAnswer {
  /** The query (and city) the results belong to. */
  for: string;
  results: GeocodeResult[];
  state: 'done' | 'error';
}

const NO_RESULTS: GeocodeResult[] = [];

/**
 * Debounced geocoder search in `city` (see searchInCity). A change of the query cancels the search
 * in flight at once (AbortController), and results are shown only for the query they answer: while
 * the new text waits for its own answer, the list says it is searching.
 */
export function useAddressSearch(query: string, enabled: boolean, city: City | null = null, strict = false) {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const q = query.trim();
  const active = enabled && q.length >= 2;
  const asked = `${city ?? ''}|${strict ? 'strict' : ''}|${q}`;

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchInCity(q, controller.signal, city, strict).then(
        (found) => {
          if (!controller.signal.aborted) setAnswer({ for: asked, results: found, state: 'done' });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ for: asked, results: NO_RESULTS, state: 'error' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, asked, q, city, strict]);

  if (!active) return { results: NO_RESULTS, state: 'idle' as SearchState };
  if (answer?.for !== asked) return { results: NO_RESULTS, state: 'loading' as SearchState };
  return { results: answer.results, state: answer.state as SearchState };
}
