import { useTranslation } from '@cabinet/shared';
import type { OrderState } from '@cabinet/shared/contract';

import { NAMESPACE } from '../../../shared/i18n';
import { stateTextKey, stateTone } from '../model/order-status';
import styles from './order-status-badge.module.css';

/** The §4 text of an order's state, as a coloured label. */
export function OrderStatusBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={`${styles.badge} ${styles[stateTone(state)]}`} data-state={state}>
      {t(stateTextKey(state))}
    </span>
  );
}
