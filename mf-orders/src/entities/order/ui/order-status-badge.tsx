import { useTranslation } from '@cabinet/shared';
import type { OrderState } from '@cabinet/shared/contract';

import { NAMESPACE } from '../../../shared/i18n';
import { stateTextKey, stateTone } from '../model/order-status';
import styles from './order-status-badge.module.css';

/** The §4 text of an order's state, as a coloured label. */
export function OrderStatusBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation(NAMESPACE);
  return <OrderStatusLabel state={state} text={t(stateTextKey(state))} />;
}

/**
 * The same label with its text already translated, for a list that renders many of them: one
 * useTranslation for the whole list instead of one per row.
 */
export function OrderStatusLabel({ state, text }: { state: OrderState; text: string }) {
  return (
    <span className={`${styles.badge} ${styles[stateTone(state)]}`} data-state={state}>
      {text}
    </span>
  );
}
