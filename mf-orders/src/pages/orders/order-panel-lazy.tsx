import { useEffect, useState, type ComponentProps } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import type * as OrderPanelWidget from '../../widgets/order-panel';

type PanelModule = typeof OrderPanelWidget;
type OrderPanelProps = ComponentProps<PanelModule['OrderPanel']>;

let loading: Promise<PanelModule> | null = null;
let loaded: PanelModule | null = null;

/**
 * Starts fetching the order panel's chunk (details, cancel, rating, sharing and their libraries);
 * once is enough, and a failed fetch is tried again by the next call.
 */
export function preloadOrderPanel(): Promise<PanelModule> {
  loading ??= import(/* webpackChunkName: "order-panel" */ '../../widgets/order-panel').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The order panel in its own chunk: the list on `/` does not wait for the code of a panel it does
 * not show. A spinner while it loads; if it cannot be fetched, a message with a retry.
 */
export function OrderPanelLazy(props: OrderPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const [module, setModule] = useState<PanelModule | null>(loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (module || failed) return undefined;
    let live = true;
    preloadOrderPanel().then(
      (next) => {
        if (live) setModule(next);
      },
      (error: unknown) => {
        console.error('The order panel could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, failed]);

  if (module) return <module.OrderPanel {...props} />;
  if (failed) {
    return (
      <EmptyState
        role="alert"
        headingLevel={2}
        title={t('tracking.detailsError')}
        text={t('tracking.loadErrorText')}
        action={
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {t('tracking.retry')}
          </Button>
        }
      />
    );
  }
  return <Spinner label={t('tracking.detailsLoading')} />;
}
