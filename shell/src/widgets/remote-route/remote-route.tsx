import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
} from 'react';

import { translationsReady, useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { loadRemotePage, type RemotePage } from '../../shared/federation';
import { pageShown } from '../../shared/lib';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteRouteProps {
  /** Federation name of the remote, a key of remotes.json. */
  remote: string;
  /** The exposed route-level module, e.g. "./orders-page". */
  module: string;
  /** Props handed to the page (e.g. the language of a terms page). */
  pageProps?: Record<string, unknown>;
  /** Injected in tests; the federation runtime otherwise. */
  load?: typeof loadRemotePage;
}

type LoadState =
  | { phase: 'loading'; fresh: boolean }
  | { phase: 'ready'; Page: ComponentType<Record<string, unknown>> }
  | { phase: 'failed' };

/** Lets the page's module start its data for the URL it was entered with, before its first render. */
function enterRoute(remote: string, routeEntered: RemotePage['routeEntered']): void {
  if (!routeEntered) return;
  try {
    routeEntered({ pathname: window.location.pathname, search: window.location.search });
  } catch (error) {
    // The page still renders and asks for its data itself: a failure here costs only the head start.
    console.error(`The routeEntered of remote "${remote}" failed`, error);
  }
}

/**
 * Waits for a page that says when it can render without a loading state of its own, and for the
 * strings its steps asked for then (a page speaking Kazakh would otherwise show in Russian first);
 * a failure there is the page's to show once it renders.
 */
function whenReady(remote: string, pageReady: RemotePage['pageReady']): Promise<void> {
  if (!pageReady) return Promise.resolve();
  return Promise.resolve()
    .then(pageReady)
    .then(
      () => translationsReady(),
      (error: unknown) => console.error(`The pageReady of remote "${remote}" failed`, error),
    );
}

/**
 * Renders one remote page: fetched on first visit, retried once by itself, and otherwise an inline
 * fallback with a retry button that recovers without reloading the page.
 */
export function RemoteRoute({ remote, module, pageProps, load = loadRemotePage }: RemoteRouteProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ phase: 'loading', fresh: false });
  const fresh = state.phase === 'loading' && state.fresh;
  const loading = state.phase === 'loading';

  // A layout effect, so the remote's files are asked for before the spinner is painted, not after.
  useLayoutEffect(() => {
    if (!loading) return undefined;
    let cancelled = false;
    load(remote, module, fresh).then(
      ({ Page, routeEntered, pageReady }) => {
        if (cancelled) return;
        // Before the page renders: its requests travel while React renders it.
        enterRoute(remote, routeEntered);
        // The spinner stays until the page can show itself: the page shown is then the page, not
        // its own loading state (and a static copy gives way to the page, not to a spinner).
        void whenReady(remote, pageReady).then(() => {
          if (cancelled) return;
          // A transition: React renders the page in slices and lets the browser paint and answer
          // input between them, instead of one long task for a whole form (the spinner stays meanwhile).
          startTransition(() => setState({ phase: 'ready', Page }));
        });
      },
      (error: unknown) => {
        console.error(error, (error as { cause?: unknown }).cause);
        if (!cancelled) setState({ phase: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, remote, module, loading, fresh]);

  const retry = useCallback(() => setState({ phase: 'loading', fresh: true }), []);

  // After the commit that put the page (or its fallback) on screen.
  const settled = state.phase !== 'loading';
  useEffect(() => {
    if (settled) pageShown();
  }, [settled]);

  if (state.phase === 'loading') {
    return state.fresh ? (
      <RemoteUnavailable onRetry={retry} retrying />
    ) : (
      <Spinner label={t('app.loading')} />
    );
  }
  if (state.phase === 'failed') return <RemoteUnavailable onRetry={retry} retrying={false} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      fallback={(reset) => (
        <RemoteUnavailable
          retrying={false}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page {...pageProps} />
    </RemoteErrorBoundary>
  );
}
