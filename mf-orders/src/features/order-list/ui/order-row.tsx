import { memo } from 'react';

import type { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { formatMoney } from '@cabinet/shared/money';
import { Link } from '@cabinet/shared/router';

import {
  FROM_LIST,
  OrderStatusLabel,
  courierName,
  formatDateTime,
  routeSummary,
  stateTextKey,
  OrderNumberText,
} from '../../../entities/order';
import styles from './order-list.module.css';

/** The list's translate function: the rows take it from the list (see OrderRows). */
export type ListT = ReturnType<typeof useTranslation>['t'];

interface OrderRowProps {
  order: Group;
  href: string;
  selected: boolean;
  /** The list's translate function and language: one useTranslation for all rows, not one per row. */
  t: ListT;
  lang: string;
}

/** One order as a link to its details: number, status, route, created time, courier, price. */
export const OrderRow = memo(function OrderRow({ order, href, selected, t, lang }: OrderRowProps) {
  const route = routeSummary(order);
  return (
    <Link
      to={href}
      state={FROM_LIST}
      className={styles.row}
      aria-current={selected ? 'true' : undefined}
      data-order-id={order.id}
    >
      <span className={styles.rowHead}>
        <strong>
          <OrderNumberText text={t('tracking.orderNumber', { number: order.number })} number={order.number} />
        </strong>
        <OrderStatusLabel state={order.state} text={t(stateTextKey(order.state))} />
      </span>
      <span className={styles.route}>
        {route.from}
        {route.to ? ` → ${route.to}` : ''} · {t('tracking.points', { count: route.count })}
      </span>
      <span className={styles.meta}>
        <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
        <span className={styles.courier}>{courierName(order.courier) || t('tracking.noCourier')}</span>
        <span className={styles.price}>{formatMoney(order.total_price)}</span>
      </span>
    </Link>
  );
});

/** A row whose page is on its way (or failed): the same size, announced as busy. */
export function PlaceholderRow({ failed, t }: { failed: boolean; t: ListT }) {
  return (
    <span className={`${styles.row} ${styles.placeholder}`}>
      <span className={styles.visuallyHidden}>
        {t(failed ? 'tracking.rowFailed' : 'tracking.rowLoading')}
      </span>
      <span className={styles.skeleton} aria-hidden="true" />
      <span className={styles.skeleton} aria-hidden="true" />
      <span className={styles.skeleton} aria-hidden="true" />
    </span>
  );
}
