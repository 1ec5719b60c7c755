import { useUnit } from 'effector-react';
import { useCallback, useEffect, useLayoutEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { formatAmount } from '@cabinet/shared/money';
import { Link } from '@cabinet/shared/router';
import { Button, EmptyState, Spinner, TabList, TabPanel, Tabs, buttonLook } from '@cabinet/shared/ui';

import { $listFilters, ORDER_TABS, type OrderTab } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import { useListUrl, type FiltersChange } from '../lib/list-url';
import { useLiveRefresh } from '../lib/use-live-refresh';
import {
  $count,
  $failedPages,
  $generation,
  $listState,
  $pages,
  $partlyFailed,
  filtersChosen,
  hasFilters,
  listKey,
  listOpened,
  rangeChanged,
  refreshTicked,
  retryClicked,
} from '../model/order-list-model';
import { ListFiltersBar } from './list-filters';
import { OrderRows } from './order-rows';
import styles from './order-list.module.css';

export interface OrderListProps {
  /** Where a row leads: the details panel on desktop, the details page on mobile. */
  orderHref: (orderId: number) => string;
  selectedId?: number | null;
  /** Whether a tab change adds a history entry (desktop) or replaces the current one (mobile). */
  tabHistory?: 'push' | 'replace';
  /** Called once rows of the list are on screen (after each new list's first page). */
  onRowsShown?: () => void;
  /** Where a company with no orders yet calls a courier: the empty list leads there. */
  newOrderHref?: string;
}

/**
 * Orders with the tabs active / planned / finished, a search and a range of creation days (all in
 * the URL, all applied by the server), as one virtual list of every matching order.
 */
export function OrderList({
  orderHref,
  selectedId = null,
  tabHistory = 'push',
  onRowsShown,
  newOrderHref,
}: OrderListProps) {
  const { t } = useTranslation(NAMESPACE);
  const { filters, change } = useListUrl(tabHistory);
  const [modelState, count, pages, failedPages, partlyFailed, generation, shownFilters] = useUnit([
    $listState,
    $count,
    $pages,
    $failedPages,
    $partlyFailed,
    $generation,
    $listFilters,
  ]);
  const [open, choose, changeRange, retry, refresh] = useUnit([
    listOpened,
    filtersChosen,
    rangeChanged,
    retryClicked,
    refreshTicked,
  ]);
  // A tab, a search or days chosen here start the new list at once: the router renders the new
  // URL only after this handler.
  const changeList = useCallback<FiltersChange>(
    (next) => {
      choose(change(next));
    },
    [choose, change],
  );

  // Before the first paint, so the request for page 1 leaves a frame earlier.
  useLayoutEffect(() => {
    open(filters);
  }, [open, filters]);
  useLiveRefresh(refresh);

  // Until the model has taken filters from a new URL, what it holds belongs to the previous list.
  const state = listKey(shownFilters) === listKey(filters) ? modelState : 'loading';
  useEffect(() => {
    if (state === 'ready') onRowsShown?.();
  }, [state, onRowsShown]);
  const clearFilters = useCallback(() => changeList({ search: '', from: '', to: '' }), [changeList]);
  const retryButton = (
    <Button variant="secondary" onClick={() => retry()}>
      {t('tracking.retry')}
    </Button>
  );

  let body;
  if (state === 'failed') {
    body = (
      <EmptyState
        role="alert"
        headingLevel={3}
        title={t('tracking.loadError')}
        text={t('tracking.loadErrorText')}
        action={retryButton}
      />
    );
  } else if (state === 'loading') {
    body = <Spinner label={t('tracking.loading')} />;
  } else if (state === 'empty') {
    body = (
      <EmptyState
        headingLevel={3}
        title={t(`tracking.listEmpty_${shownFilters.tab}`)}
        text={t('tracking.listEmptyText')}
        action={
          newOrderHref ? (
            <Link to={newOrderHref} {...buttonLook('primary')}>
              {t('tracking.newOrder')}
            </Link>
          ) : null
        }
      />
    );
  } else if (state === 'nothing-found') {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('tracking.nothingFound')}
        text={t('tracking.nothingFoundText')}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t('tracking.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {partlyFailed ? (
          <div className={styles.partialError} role="alert">
            <span>{t('tracking.partialError')}</span>
            {retryButton}
          </div>
        ) : null}
        <OrderRows
          key={generation}
          count={count ?? 0}
          pages={pages}
          failedPages={failedPages}
          orderHref={orderHref}
          selectedId={selectedId}
          onRangeChange={changeRange}
        />
      </>
    );
  }

  return (
    <section className={styles.list}>
      <h2 className={styles.visuallyHidden}>{t('tracking.listLabel')}</h2>
      <Tabs value={filters.tab} onValueChange={(value) => changeList({ tab: value as OrderTab })}>
        <TabList
          label={t('tracking.tabsLabel')}
          tabs={ORDER_TABS.map((name) => ({ value: name, label: t(`tracking.tab_${name}`) }))}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        <ListFiltersBar filters={filters} onChange={changeList} />
        <p className={styles.counter} aria-live="polite">
          {state === 'ready' && count !== null
            ? t(hasFilters(shownFilters) ? 'tracking.found' : 'tracking.total', {
                total: formatAmount(count),
              })
            : null}
        </p>
        {ORDER_TABS.map((name) => (
          <TabPanel key={name} value={name} className={styles.content}>
            {name === filters.tab ? body : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
