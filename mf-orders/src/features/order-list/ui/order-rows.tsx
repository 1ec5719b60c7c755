import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { Link } from '@cabinet/shared/router';

import {
  OrderStatusBadge,
  courierName,
  formatDateTime,
  formatPrice,
  routeSummary,
} from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './order-list.module.css';

const ROW_ESTIMATE_PX = 96;

interface OrderRowsProps {
  orders: Group[];
  orderHref: (orderId: number) => string;
  selectedId: number | null;
  onEndReached?: () => void;
  footer: ReactNode;
}

/** Only the rows in view are in the DOM (@tanstack/react-virtual), so 10 000 orders scroll smoothly. */
export function OrderRows({ orders, orderHref, selectedId, onEndReached, footer }: OrderRowsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    getItemKey: (index) => orders[index]?.id ?? index,
    // jsdom and the first paint have no layout yet: assume a viewport so the first rows render.
    initialRect: { width: 800, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onEndReached && lastIndex >= orders.length - 1) onEndReached();
  }, [lastIndex, orders.length, onEndReached]);

  return (
    <div ref={scrollRef} className={styles.scroller}>
      <ul
        className={styles.rows}
        style={{ height: virtualizer.getTotalSize() }}
        aria-label={t('tracking.listLabel')}
      >
        {items.map((item) => {
          const order = orders[item.index];
          if (!order) return null;
          const route = routeSummary(order);
          const courier = courierName(order.courier);
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.rowItem}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Link
                to={orderHref(order.id)}
                className={styles.row}
                aria-current={order.id === selectedId ? 'true' : undefined}
              >
                <span className={styles.rowHead}>
                  <strong>{t('tracking.orderNumber', { number: order.number })}</strong>
                  <OrderStatusBadge state={order.state} />
                </span>
                <span className={styles.route}>
                  {route.from}
                  {route.to ? ` → ${route.to}` : ''} · {t('tracking.points', { count: route.count })}
                </span>
                <span className={styles.meta}>
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
                  <span>{courier || t('tracking.noCourier')}</span>
                  <span className={styles.price}>{formatPrice(order.total_price)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
