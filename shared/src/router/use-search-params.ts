import { useCallback, useRef } from 'react';
import {
  createSearchParams,
  useSearchParams as useRouterSearchParams,
  type SetURLSearchParams,
  type URLSearchParamsInit,
} from 'react-router';

/**
 * react-router's `useSearchParams`, except that a functional change starts from the query this
 * hook last wrote, not from the one last rendered: the router re-renders in a transition, so two
 * changes made before it does (a typed start day, then a typed end day) would each start from the
 * same old query, and the second would undo the first. A functional change runs at once, in the
 * call, so a caller can read the query it made.
 */
export function useSearchParams(defaultInit?: URLSearchParamsInit): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams(defaultInit);
  // The query last written, and the rendered query it was written over.
  const written = useRef<{ over: URLSearchParams; query: URLSearchParams } | null>(null);
  const change = useCallback<SetURLSearchParams>(
    (next, options) => {
      // Once the router has rendered anything newer, that is the query to start from.
      const current = written.current?.over === params ? written.current.query : params;
      const query = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(current)) : next,
      );
      written.current = { over: params, query };
      setParams(query, options);
    },
    [params, setParams],
  );
  return [params, change];
}
