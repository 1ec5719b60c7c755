import { useStoreMap, useUnit } from 'effector-react';
import { memo } from 'react';

import { useTranslation, type DeliveryPaymentItem, type Task } from '@cabinet/shared';

import {
  $acceptedAmounts,
  $itemErrors,
  $items,
  $taskCatalogue,
  $tasks,
  isDropOnly,
  isPaymentTask,
  itemAdded,
  itemChanged,
  itemRemoved,
  taskToggled,
} from '../../../entities/task';
import { $visibleProblems } from '../../../features/submit-order';
import { NAMESPACE } from '../../../shared/i18n';
import styles from '../../../shared/ui/form-section.module.css';

const NO_TASKS: Task[] = [];
const NO_ITEMS: DeliveryPaymentItem[] = [];

/** Courier tasks of one point (as the platform's catalogue offers them), with the items to take payment for. */
export const PointTasks = memo(function PointTasks({ index }: { index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const tasks = useStoreMap({
    store: $tasks,
    keys: [index],
    fn: (all, [position]) => all[position] ?? NO_TASKS,
  });
  const items = useStoreMap({
    store: $items,
    keys: [index],
    fn: (all, [position]) => all[position] ?? NO_ITEMS,
  });
  const errors = useStoreMap({
    store: $itemErrors,
    keys: [index],
    fn: (all, [position]) => all[position] ?? null,
  });
  const amount = useStoreMap({
    store: $acceptedAmounts,
    keys: [index],
    fn: (all, [position]) => all[position] ?? 0,
  });
  const showErrors = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (visible) => visible.form.includes('paymentTaskIncomplete'),
  });
  const catalogue = useUnit($taskCatalogue);
  // The sender cannot take payment or be returned to.
  const offered = index > 0 ? catalogue : catalogue.filter((entry) => !isDropOnly(entry));
  const selected = new Set(tasks.map((task) => task.id));
  const takesPayment = tasks.some(isPaymentTask);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.muted}>{t('creation.tasksTitle')}</legend>
      {offered.map((entry) => (
        <label key={entry.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.has(entry.id)}
            onChange={() => taskToggled({ pointIndex: index, code: entry.code })}
          />
          {t(`creation.tasks_${entry.code}`)}
          {entry.extra_fields.price > 0 ? (
            <span className={styles.muted}>
              {t('creation.taskPrice', { price: entry.extra_fields.price })}
            </span>
          ) : null}
        </label>
      ))}
      {takesPayment ? (
        <div className={styles.column}>
          {items.map((item, itemIndex) => {
            const error = showErrors ? errors?.[itemIndex] : undefined;
            // Errors are linked to their fields (aria-describedby), never part of the fields' names.
            const field = `point-${index}-item-${itemIndex}`;
            return (
              <div key={item.id} className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={`${field}-title`}>
                    {t('creation.itemTitle', { number: itemIndex + 1 })}
                  </label>
                  <input
                    id={`${field}-title`}
                    className={styles.input}
                    value={item.title}
                    aria-invalid={error?.invalidTitle || undefined}
                    aria-describedby={error?.invalidTitle ? `${field}-title-error` : undefined}
                    onChange={(event) =>
                      itemChanged({ pointIndex: index, itemIndex, title: event.target.value })
                    }
                  />
                  {error?.invalidTitle ? (
                    <span id={`${field}-title-error`} className={styles.error}>
                      {t('creation.invalidTitle')}
                    </span>
                  ) : null}
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${field}-price`}>
                    {t('creation.itemPrice', { number: itemIndex + 1 })}
                  </label>
                  <input
                    id={`${field}-price`}
                    className={styles.input}
                    type="number"
                    min={1}
                    step={1}
                    value={item.price > 0 ? String(item.price) : ''}
                    aria-invalid={error?.invalidPrice || undefined}
                    aria-describedby={error?.invalidPrice ? `${field}-price-error` : undefined}
                    onChange={(event) =>
                      itemChanged({
                        pointIndex: index,
                        itemIndex,
                        price: Math.trunc(Number(event.target.value) || 0),
                      })
                    }
                  />
                  {error?.invalidPrice ? (
                    <span id={`${field}-price-error`} className={styles.error}>
                      {t('creation.invalidPrice')}
                    </span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => itemRemoved({ pointIndex: index, itemIndex })}
                >
                  {t('creation.removeItem', { number: itemIndex + 1 })}
                </button>
              </div>
            );
          })}
          <div className={styles.row}>
            <button type="button" className={styles.link} onClick={() => itemAdded(index)}>
              {t('creation.addItem')}
            </button>
            <strong>{t('creation.acceptAmount', { amount })}</strong>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
});
