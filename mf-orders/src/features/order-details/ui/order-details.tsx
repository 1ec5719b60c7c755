import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { formatMoney } from '@cabinet/shared/money';
import { showKzPhone } from '@cabinet/shared/phone';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import {
  LIVE_REFRESH_MS,
  OrderStatusBadge,
  SearchNotice,
  addressLine,
  formatDateTime,
  searchEstimateMinutes,
  OrderNumberText,
} from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $failed,
  $missing,
  $order,
  orderClosed,
  orderOpened,
  orderScreenTicked,
  retryClicked,
} from '../model/order-details-model';
import { $courier, $courierKnown, $progress, type CourierView } from '../model/courier-model';
import styles from './order-details.module.css';

export interface OrderDetailsProps {
  orderId: number;
  /**
   * What can be done with the order (cancel, rate, repeat), rendered under its facts. `focusTitle`
   * moves the focus to the screen's heading (for an action whose own button has gone).
   */
  actions?: (order: Group, focusTitle: () => void) => ReactNode;
  /** A close button or a back link, in the header. */
  headerAside?: ReactNode;
  /** The order's map (points, route, courier), drawn under its status. */
  map?: (order: Group, courier: CourierView | null) => ReactNode;
}

/**
 * Opens the order for the model, and keeps it fresh while its screen is visible and the order can
 * still change (§2, §4): a delivered or cancelled order is not polled.
 */
function useLiveOrder(orderId: number, live: boolean) {
  const [open, close, tick] = useUnit([orderOpened, orderClosed, orderScreenTicked]);
  useEffect(() => {
    open(orderId);
    return () => close();
  }, [orderId, open, close]);
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') tick();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, tick]);
}

const isFinished = (state: Group['state']) => state === 'delivered' || state === 'cancelled';

/** Everything about one order (§2 "order details"), updated live. */
export function OrderDetails({ orderId, actions, headerAside, map }: OrderDetailsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [loaded, courier, courierKnown, progress, failed, missing, retry] = useUnit([
    $order,
    $courier,
    $courierKnown,
    $progress,
    $failed,
    $missing,
    retryClicked,
  ]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  const shown = loaded && loaded.id === orderId && !missing ? loaded : null;
  useLiveOrder(orderId, shown !== null && !isFinished(shown.state));

  if (!shown) {
    return (
      <section className={styles.details} aria-label={t('tracking.details')}>
        <header className={styles.header}>
          <h2 className={styles.title} ref={titleRef} tabIndex={-1}>
            {t('tracking.details')}
          </h2>
          {headerAside}
        </header>
        {missing ? (
          <EmptyState
            role="alert"
            headingLevel={3}
            title={t('trackingFixes.orderMissing')}
            text={t('trackingFixes.orderMissingText')}
          />
        ) : failed ? (
          <EmptyState
            role="alert"
            headingLevel={3}
            title={t('tracking.detailsError')}
            text={t('tracking.loadErrorText')}
            action={<Button onClick={() => retry()}>{t('tracking.retry')}</Button>}
          />
        ) : (
          <Spinner label={t('tracking.detailsLoading')} />
        )}
      </section>
    );
  }

  const order = shown;
  const points = [...order.points].sort((a, b) => a.index - b.index);
  const sender = points[0];
  const recipients = points.slice(1);
  const lang = i18n.language;
  const finished = isFinished(order.state);
  const etaMinutes = progress?.etaMinutes ?? order.eta_minutes;

  return (
    <section className={styles.details} aria-label={t('tracking.details')}>
      <header className={styles.header}>
        <h2 className={styles.title} ref={titleRef} tabIndex={-1}>
          <OrderNumberText text={t('tracking.orderNumber', { number: order.number })} number={order.number} />
        </h2>
        {headerAside}
      </header>
      <div className={styles.status}>
        {/* Announced when the state or the courier's point changes; the countdown and the ETA stay quiet.
            aria-live spelled out: a modal dialog's aria-hidden spares explicit live regions. */}
        <div role="status" aria-live="polite" className={styles.live}>
          <OrderStatusBadge state={order.state} />
          {progress ? (
            <p className={styles.muted}>
              {t(progress.atPoint ? 'orderDetails.atPoint' : 'orderDetails.headingToPoint', {
                n: progress.pointNumber,
              })}
            </p>
          ) : null}
        </div>
        {order.state === 'searching' ? (
          <SearchNotice since={order.updated_at} estimateMinutes={searchEstimateMinutes(order)} />
        ) : null}
        {etaMinutes !== null && courier && !finished ? (
          <p className={styles.muted}>{t('tracking.eta', { minutes: etaMinutes })}</p>
        ) : null}
        {order.batching && !finished ? <p className={styles.notice}>{t('tracking.batching')}</p> : null}
      </div>

      {map ? map(order, courier) : null}

      <dl className={styles.facts}>
        <dt>{t('tracking.createdAt')}</dt>
        <dd>
          <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
        </dd>
        {order.planned_at ? (
          <>
            <dt>{t('tracking.plannedAt')}</dt>
            <dd>
              <time dateTime={order.planned_at}>{formatDateTime(order.planned_at, lang)}</time>
            </dd>
          </>
        ) : null}
        <dt>{t('tracking.courier')}</dt>
        <dd>
          <CourierFact courier={courier} known={courierKnown || order.state === 'planned'} />
        </dd>
        {sender ? (
          <>
            <dt>{t('tracking.sender')}</dt>
            <dd>{contactLine(sender.contact_info)}</dd>
          </>
        ) : null}
        {recipients.map((point) => (
          <ContactFact key={point.id} label={t('tracking.recipient')} contact={point.contact_info} />
        ))}
        {order.comment ? (
          <>
            <dt>{t('tracking.comment')}</dt>
            <dd>{order.comment}</dd>
          </>
        ) : null}
        <dt>{t('tracking.payment')}</dt>
        <dd>{order.payment_type === 5 ? t('tracking.payment_5') : t('tracking.payment_2')}</dd>
        {order.cancel_reason ? (
          <>
            <dt>{t('tracking.cancelReason')}</dt>
            <dd>{order.cancel_reason}</dd>
          </>
        ) : null}
      </dl>

      <h3 className={styles.subtitle}>{t('tracking.route')}</h3>
      <ol className={styles.points}>
        {points.map((point, position) => (
          <li key={point.id} className={styles.point} data-state={point.state}>
            <span className={styles.pointHead}>
              <strong>{t('tracking.pointN', { n: position + 1 })}</strong>
              <span className={styles.pointState}>{t(`tracking.point_${point.state}`)}</span>
            </span>
            <span>{addressLine(point.address)}</span>
            {point.tasks.length > 0 ? (
              <span className={styles.muted}>
                {t('tracking.tasks')}: {point.tasks.map((task) => taskLabel(task, t)).join(', ')}
              </span>
            ) : null}
            {point.delivery_payment_items.length > 0 ? (
              <span className={styles.items}>
                <span className={styles.muted}>{t('tracking.paymentItems')}</span>
                <ul>
                  {point.delivery_payment_items.map((item) => (
                    <li key={item.id}>
                      {item.title} — {formatMoney(item.price)}
                    </li>
                  ))}
                </ul>
                <strong>{t('tracking.codAmount', { amount: formatMoney(point.cod_amount) })}</strong>
              </span>
            ) : null}
          </li>
        ))}
      </ol>

      <h3 className={styles.subtitle}>{t('tracking.priceBreakdown')}</h3>
      <dl className={styles.prices}>
        <dt>{t('tracking.deliveryPrice')}</dt>
        <dd>{formatMoney(order.price)}</dd>
        {order.tasks_price > 0 ? (
          <>
            <dt>{t('tracking.tasksPrice')}</dt>
            <dd>{formatMoney(order.tasks_price)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t('tracking.totalPrice')}</dt>
        <dd className={styles.total}>{formatMoney(order.total_price)}</dd>
        {order.cancel_fee > 0 ? (
          <>
            <dt>{t('tracking.cancelFee')}</dt>
            <dd>{formatMoney(order.cancel_fee)}</dd>
          </>
        ) : null}
        {order.refunded_amount > 0 ? (
          <>
            <dt>{t('tracking.refunded')}</dt>
            <dd>{formatMoney(order.refunded_amount)}</dd>
          </>
        ) : null}
      </dl>

      {actions ? <div className={styles.actions}>{actions(order, focusTitle)}</div> : null}
    </section>
  );
}

/** The courier of §3: name or contact_name, the phone as a tel: link, the transport. */
function CourierFact({ courier, known }: { courier: CourierView | null; known: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  if (!courier) return <>{known ? t('tracking.noCourier') : t('orderDetails.courierLoading')}</>;
  return (
    <>
      {courier.name}
      {courier.phone ? (
        <>
          {' · '}
          <a
            href={`tel:${courier.phone}`}
            aria-label={t('trackingFixes.courierPhone', { phone: showKzPhone(courier.phone) })}
          >
            {showKzPhone(courier.phone)}
          </a>
        </>
      ) : null}
      {courier.transport ? ` · ${t(`orderDetails.transport_${courier.transport}`)}` : null}
    </>
  );
}

/** A task by name, with the sender's note to the courier about it (a size to try, whom to ask). */
function taskLabel(task: Group['points'][number]['tasks'][number], t: (key: string) => string): string {
  const name = t(`tracking.task_${task.code}`);
  const note = task.comment.trim();
  return note ? `${name} («${note}»)` : name;
}

function contactLine(contact: { contact_name: string; phone_number: string }): string {
  return [contact.contact_name, contact.phone_number && showKzPhone(contact.phone_number)]
    .filter(Boolean)
    .join(', ');
}

function ContactFact({
  label,
  contact,
}: {
  label: string;
  contact: { contact_name: string; phone_number: string };
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{contactLine(contact)}</dd>
    </>
  );
}
