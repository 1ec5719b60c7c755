import { useStoreMap, useUnit } from 'effector-react';
import { memo } from 'react';

import { useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Checkbox } from '@cabinet/shared/ui';

import {
  $acceptedAmounts,
  $items,
  $taskCatalogue,
  $tasks,
  isDropOnly,
  isPaymentTask,
  itemAdded,
  taskToggled,
} from '../../../entities/task';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { PaymentItem } from './payment-item';
import styles from './point-tasks.module.css';

interface PointTasksProps {
  index: number;
  /** What the group is called: "Courier tasks" inside a point card, the point itself on a screen of its own. */
  legend: string;
  /** Item errors are shown (the user tried to go on with an incomplete take-payment task). */
  showErrors: boolean;
}

/**
 * The courier's tasks at one point, as the platform's catalogue offers them (§3, §9), with the
 * products to take payment for; one component for the desktop card and the mobile tasks screen.
 */
export const PointTasks = memo(function PointTasks({ index, legend, showErrors }: PointTasksProps) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  // Task ids as one string: a change elsewhere in the draft does not re-render this point.
  const selectedIds = useStoreMap({
    store: $tasks,
    keys: [index],
    fn: (all, [position]) => (all[position] ?? []).map((task) => task.id).join(','),
  });
  const takesPayment = useStoreMap({
    store: $tasks,
    keys: [index],
    fn: (all, [position]) => (all[position] ?? []).some(isPaymentTask),
  });
  // Item ids as one string: typing in an item re-renders the item, not the whole point.
  const itemIds = useStoreMap({
    store: $items,
    keys: [index],
    fn: (all, [position]) => (all[position] ?? []).map((item) => item.id).join(','),
  });
  const amount = useStoreMap({
    store: $acceptedAmounts,
    keys: [index],
    fn: (all, [position]) => all[position] ?? 0,
  });
  const catalogue = useUnit($taskCatalogue);
  // The sender cannot take payment or be returned to.
  const offered = index > 0 ? catalogue : catalogue.filter((entry) => !isDropOnly(entry));
  const selected = new Set(selectedIds.split(',').filter(Boolean).map(Number));

  return (
    <fieldset className={styles.tasks}>
      <legend className={styles.legend}>{legend}</legend>
      {offered.map((entry) => (
        <Checkbox
          key={entry.id}
          label={t(`creation.tasks_${entry.code}`)}
          description={
            entry.extra_fields.price > 0
              ? t('creation.taskPrice', { price: formatMoney(entry.extra_fields.price) })
              : null
          }
          checked={selected.has(entry.id)}
          onChange={() => taskToggled({ pointIndex: index, code: entry.code })}
        />
      ))}
      {takesPayment ? (
        <div className={styles.items}>
          {(itemIds === '' ? [] : itemIds.split(',')).map((id, itemIndex) => (
            <PaymentItem key={id} pointIndex={index} itemIndex={itemIndex} showErrors={showErrors} />
          ))}
          <div className={styles.itemActions}>
            <button type="button" className={styles.link} onClick={() => itemAdded(index)}>
              {t('creation.addItem')}
            </button>
            <strong>{t('creation.acceptAmount', { amount: formatMoney(amount) })}</strong>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
});
