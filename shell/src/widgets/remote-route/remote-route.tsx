import { useCallback, useEffect, useState, type ComponentType } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { loadRemotePage } from '../../shared/federation';
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

/**
 * Renders one remote page: fetched on first visit, retried once by itself, and otherwise an inline
 * fallback with a retry button that recovers without reloading the page.
 */
export function RemoteRoute({ remote, module, pageProps, load = loadRemotePage }: RemoteRouteProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ phase: 'loading', fresh: false });
  const fresh = state.phase === 'loading' && state.fresh;
  const loading = state.phase === 'loading';

  useEffect(() => {
    if (!loading) return undefined;
    let cancelled = false;
    load(remote, module, fresh).then(
      (Page) => {
        if (!cancelled) setState({ phase: 'ready', Page: Page as ComponentType<Record<string, unknown>> });
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
