import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Link, Navigate, useLocation } from '@cabinet/shared/router';
import { Button, EmptyState, Spinner, usePageTitle } from '@cabinet/shared/ui';

import {
  LIVE_REFRESH_MS,
  $activeOrders,
  $activeOrdersFailed,
  $activeOrdersLoaded,
  OrderStatusBadge,
  SearchNotice,
  activeOrdersRequested,
  courierName,
  routeSummary,
  searchEstimateMinutes,
  OrderNumberText,
} from '../../entities/order';
import { NAMESPACE } from '../../shared/i18n';
import { phoneUrlOf } from './lib/phone-url';
import styles from './mobile-home-page.module.css';

/**
 * `/` on a phone. A desktop link shared to a phone (`/?order=ID`, `/?tab=…`) opens the phone's page
 * for it, replacing the entry (back does not bounce through it); otherwise the active orders.
 */
export function MobileHomePage() {
  const { search } = useLocation();
  const target = phoneUrlOf(search);
  return target ? <Navigate to={target} replace /> : <ActiveOrdersHome />;
}

/** Главная on a phone: the active orders (§2 "active orders"), from the same store as every screen. */
function ActiveOrdersHome() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileHome.title'));
  const [orders, loaded, failed, request] = useUnit([
    $activeOrders,
    $activeOrdersLoaded,
    $activeOrdersFailed,
    activeOrdersRequested,
  ]);

  useEffect(() => {
    request();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') request();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [request]);

  let body;
  if (!loaded) body = <Spinner label={t('tracking.loading')} />;
  else if (failed && orders.length === 0)
    body = (
      <EmptyState
        role="alert"
        headingLevel={3}
        title={t('tracking.loadError')}
        text={t('tracking.loadErrorText')}
        action={<Button onClick={() => request()}>{t('tracking.retry')}</Button>}
      />
    );
  else if (orders.length === 0)
    body = (
      <EmptyState headingLevel={3} title={t('mobileHome.emptyTitle')} text={t('mobileHome.emptyText')} />
    );
  else
    body = (
      <ul className={styles.cards}>
        {orders.map((order) => {
          const route = routeSummary(order);
          return (
            <li key={order.id}>
              <Link to={`/mobile/orders/${order.id}`} className={styles.card}>
                <span className={styles.cardHead}>
                  <strong>
                    <OrderNumberText
                      text={t('tracking.orderNumber', { number: order.number })}
                      number={order.number}
                    />
                  </strong>
                  <span>{formatMoney(order.total_price)}</span>
                </span>
                <OrderStatusBadge state={order.state} />
                {order.state === 'searching' ? (
                  <SearchNotice since={order.updated_at} estimateMinutes={searchEstimateMinutes(order)} />
                ) : null}
                <span className={styles.route}>
                  {route.from}
                  {route.to ? ` → ${route.to}` : ''}
                </span>
                {/* The count has a line of its own: never a word left alone under a wrapped route. */}
                <span className={styles.meta}>
                  {t('tracking.points', { count: route.count })}
                  {order.courier ? ` · ${courierName(order.courier)}` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.home} aria-labelledby="mobile-home-active">
      <div className={styles.actions}>
        <Link to="/mobile/new-order-details" className={styles.primary}>
          {t('tracking.newOrder')}
        </Link>
        <Link to="/mobile/orders" className={styles.secondary}>
          {t('tracking.allOrders')}
        </Link>
      </div>
      <h2 id="mobile-home-active" className={styles.title}>
        {t('tracking.activeOrders')}
      </h2>
      {body}
    </section>
  );
}
