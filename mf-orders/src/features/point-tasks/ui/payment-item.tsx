import { useStoreMap } from 'effector-react';
import { useId } from 'react';

import { useTranslation } from '@cabinet/shared';

import { $itemErrors, $items, itemChanged, itemRemoved } from '../../../entities/task';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './point-tasks.module.css';

/**
 * One product the courier takes payment for (§3 delivery-payment item): title and price, each error
 * linked to its field, never part of its name. Typing re-renders this item only.
 */
export function PaymentItem({
  pointIndex,
  itemIndex,
  showErrors,
}: {
  pointIndex: number;
  itemIndex: number;
  showErrors: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const item = useStoreMap({
    store: $items,
    keys: [pointIndex, itemIndex],
    fn: (all, [point, index]) => all[point]?.[index] ?? null,
  });
  const error = useStoreMap({
    store: $itemErrors,
    keys: [pointIndex, itemIndex],
    fn: (all, [point, index]) => all[point]?.[index] ?? null,
  });
  if (!item) return null;
  const titleError = showErrors && Boolean(error?.invalidTitle);
  const priceError = showErrors && Boolean(error?.invalidPrice);
  const number = itemIndex + 1;
  return (
    <div className={styles.item}>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{t('creation.itemTitle', { number })}</label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={item.title}
          aria-invalid={titleError || undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(event) => itemChanged({ pointIndex, itemIndex, title: event.target.value })}
        />
        {titleError ? (
          <p id={`${id}-title-error`} className={styles.error}>
            {t('creation.invalidTitle')}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`}>{t('creation.itemPrice', { number })}</label>
        <input
          id={`${id}-price`}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={item.price > 0 ? String(item.price) : ''}
          aria-invalid={priceError || undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
          onChange={(event) =>
            itemChanged({ pointIndex, itemIndex, price: Math.trunc(Number(event.target.value) || 0) })
          }
        />
        {priceError ? (
          <p id={`${id}-price-error`} className={styles.error}>
            {t('creation.invalidPrice')}
          </p>
        ) : null}
      </div>
      <button type="button" className={styles.link} onClick={() => itemRemoved({ pointIndex, itemIndex })}>
        {t('creation.removeItem', { number })}
      </button>
    </div>
  );
}
