import { useCallback, useEffect, useRef, type RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Link, useSearchParams } from '@cabinet/shared/router';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { OrderList } from '../../features/order-list';
import { NAMESPACE } from '../../shared/i18n';
import { OrderPanelLazy, preloadOrderPanel } from './order-panel-lazy';
import styles from './orders-page.module.css';

/** Заказы: the list (tab, search and dates in the URL) and, beside it, the order named by `?order=`. */
export function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('orders.title'));
  const [params] = useSearchParams();
  const orderParam = Number(params.get('order'));
  const orderId = Number.isInteger(orderParam) && orderParam > 0 ? orderParam : null;
  // `?order=` names no order (a link cut short, typed by hand): said in place of the details.
  const wrongLink = params.has('order') && orderId === null;

  const orderHref = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set('order', String(id));
      return `/?${next.toString()}`;
    },
    [params],
  );
  const closeHref = (() => {
    const next = new URLSearchParams(params);
    next.delete('order');
    const query = next.toString();
    return query ? `/?${query}` : '/';
  })();

  const pageRef = useRef<HTMLDivElement>(null);
  useFocusBackOnClose(orderId, pageRef);
  const closeLink = (
    <Link to={closeHref} className={styles.close} aria-label={t('tracking.closeDetails')}>
      ✕
    </Link>
  );

  return (
    <div ref={pageRef} className={orderId || wrongLink ? `${styles.page} ${styles.withPanel}` : styles.page}>
      <OrderList
        orderHref={orderHref}
        selectedId={orderId}
        onRowsShown={prefetchPanelAfterPaint}
        newOrderHref="/orders/new"
      />
      {orderId ? (
        <aside className={styles.panel}>
          <OrderPanelLazy orderId={orderId} headerAside={closeLink} />
        </aside>
      ) : wrongLink ? (
        <aside className={styles.panel} aria-label={t('orderFixes.orderLinkInvalid')}>
          <EmptyState
            role="alert"
            title={t('orderFixes.orderLinkInvalid')}
            text={t('orderFixes.orderLinkInvalidText')}
            action={closeLink}
          />
        </aside>
      ) : null}
    </div>
  );
}

/**
 * Once the list's rows are painted, the order panel's code is fetched in the background, so opening
 * an order does not wait for it; the list's own first render never does.
 */
function prefetchPanelAfterPaint() {
  requestAnimationFrame(() => {
    setTimeout(() => {
      preloadOrderPanel().catch(() => {
        // Fetched again when an order is opened, which shows the failure there.
      });
    }, 0);
  });
}

/**
 * When the panel closes (✕, or history) and took the focus with it, the focus returns to the row of
 * the order that was open, or to the list when that row is scrolled out of the DOM.
 */
function useFocusBackOnClose(orderId: number | null, pageRef: RefObject<HTMLDivElement | null>) {
  const previous = useRef(orderId);
  useEffect(() => {
    const closed = previous.current;
    previous.current = orderId;
    if (closed === null || orderId !== null) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    const page = pageRef.current;
    const row = page?.querySelector<HTMLElement>(`a[data-order-id="${closed}"]`);
    const list = page?.querySelector<HTMLElement>('[role="group"][tabindex="0"]');
    (row ?? list)?.focus();
  }, [orderId, pageRef]);
}
