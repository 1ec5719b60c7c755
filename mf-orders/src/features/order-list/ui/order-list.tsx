import * as Tabs from '@radix-ui/react-tabs';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import { ORDER_TABS, type OrderTab } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $count,
  $day,
  $failed,
  $loaded,
  $loading,
  $orders,
  $search,
  $visibleOrders,
  dayChanged,
  filtersCleared,
  listOpened,
  nextPageRequested,
  retryClicked,
  searchChanged,
} from '../model/order-list-model';
import { OrderRows } from './order-rows';
import styles from './order-list.module.css';

export interface OrderListProps {
  /** The tab from the URL. */
  tab: OrderTab;
  onTabChange: (tab: OrderTab) => void;
  /** Where a row leads: the details panel on desktop, the details page on mobile. */
  orderHref: (orderId: number) => string;
  selectedId?: number | null;
}

/** Orders with the tabs active / planned / finished, search and a day filter, virtualised rows. */
export function OrderList({ tab, onTabChange, orderHref, selectedId = null }: OrderListProps) {
  const { t } = useTranslation(NAMESPACE);
  const searchId = useId();
  const dayId = useId();
  const [orders, visible, count, loaded, loading, failed, search, day] = useUnit([
    $orders,
    $visibleOrders,
    $count,
    $loaded,
    $loading,
    $failed,
    $search,
    $day,
  ]);
  const [openList, loadMore, retry, changeSearch, changeDay, clearFilters] = useUnit([
    listOpened,
    nextPageRequested,
    retryClicked,
    searchChanged,
    dayChanged,
    filtersCleared,
  ]);

  useEffect(() => {
    openList(tab);
  }, [openList, tab]);

  const filtered = Boolean(search.trim() || day);

  let body;
  if (failed && orders.length === 0) {
    body = (
      <EmptyState
        role="alert"
        headingLevel={3}
        title={t('tracking.loadError')}
        text={t('tracking.loadErrorText')}
        action={<Button onClick={() => retry()}>{t('tracking.retry')}</Button>}
      />
    );
  } else if (!loaded) {
    body = <Spinner label={t('tracking.loading')} />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t(`tracking.listEmpty_${tab}`)}
        text={t('tracking.listEmptyText')}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('tracking.nothingFound')}
        text={t('tracking.nothingFoundText')}
        action={
          <Button variant="secondary" onClick={() => clearFilters()}>
            {t('tracking.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <OrderRows
        orders={visible}
        orderHref={orderHref}
        selectedId={selectedId}
        onEndReached={filtered ? undefined : () => loadMore()}
        footer={
          loading ? (
            <Spinner label={t('tracking.loadingMore')} />
          ) : failed ? (
            <Button variant="secondary" onClick={() => retry()}>
              {t('tracking.retry')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <section className={styles.list} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.visuallyHidden}>
        {t('tracking.listLabel')}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as OrderTab)}>
        <Tabs.List className={styles.tabs} aria-label={t('tracking.tabsLabel')}>
          {ORDER_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={styles.tab}>
              {t(`tracking.tab_${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className={styles.filters} role="search">
          <label className={styles.field} htmlFor={searchId}>
            <span className={styles.label}>{t('tracking.searchLabel')}</span>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('tracking.searchPlaceholder')}
              onChange={(event) => changeSearch(event.target.value)}
            />
          </label>
          <label className={styles.field} htmlFor={dayId}>
            <span className={styles.label}>{t('tracking.dateLabel')}</span>
            <input id={dayId} type="date" value={day} onChange={(event) => changeDay(event.target.value)} />
          </label>
          {filtered ? (
            <Button variant="ghost" onClick={() => clearFilters()}>
              {t('tracking.clearFilters')}
            </Button>
          ) : null}
        </div>
        {ORDER_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className={styles.content}>
            {name === tab ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {loaded && count > 0 ? (
        <p className={styles.counter} aria-live="polite">
          {t('tracking.shownOf', { shown: visible.length, count })}
        </p>
      ) : null}
    </section>
  );
}
