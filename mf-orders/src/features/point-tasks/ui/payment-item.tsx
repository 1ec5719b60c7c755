import { useStoreMap } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import { Field, TextInput } from '@cabinet/shared/ui';

import { $itemErrors, $items, itemChanged, itemRemoved } from '../../../entities/task';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
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
  const { t } = useTranslation(CREATION_NAMESPACE);
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
      <Field
        label={t('creation.itemTitle', { number })}
        error={titleError ? t('creation.invalidTitle') : null}
        maxLength={MAX_LENGTH.itemTitle}
      >
        <TextInput
          value={item.title}
          onChange={(event) => itemChanged({ pointIndex, itemIndex, title: event.target.value })}
        />
      </Field>
      <Field
        label={t('creation.itemPrice', { number })}
        error={priceError ? t('creation.invalidPrice') : null}
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={item.price > 0 ? String(item.price) : ''}
          onChange={(event) =>
            itemChanged({ pointIndex, itemIndex, price: Math.trunc(Number(event.target.value) || 0) })
          }
        />
      </Field>
      <button type="button" className={styles.link} onClick={() => itemRemoved({ pointIndex, itemIndex })}>
        {t('creation.removeItem', { number })}
      </button>
    </div>
  );
}
