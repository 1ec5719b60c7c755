import { useStoreMap, useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';

import {
  $acceptedAmounts,
  $itemErrors,
  $items,
  $tasks,
  DROP_ONLY_TASKS,
  TASK_CATALOGUE,
  TASK_CODES,
  isPaymentTask,
  itemAdded,
  itemChanged,
  itemRemoved,
  taskCodeOf,
  taskToggled,
} from '../../../entities/task';
import { $visibleProblems } from '../../../features/submit-order';
import { NAMESPACE } from '../../../shared/i18n';
import styles from '../../../shared/ui/form-section.module.css';

/** Courier tasks of one point, with the items to take payment for. */
export function PointTasks({ index }: { index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const tasks = useStoreMap({ store: $tasks, keys: [index], fn: (all, [position]) => all[position] ?? [] });
  const items = useStoreMap({ store: $items, keys: [index], fn: (all, [position]) => all[position] ?? [] });
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
  const showErrors = useUnit($visibleProblems).form.includes('paymentTaskIncomplete');
  const codes = TASK_CODES.filter((code) => index > 0 || !DROP_ONLY_TASKS.includes(code));
  const selected = new Set(tasks.map(taskCodeOf));
  const takesPayment = tasks.some(isPaymentTask);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.muted}>{t('creation.tasksTitle')}</legend>
      {codes.map((code) => (
        <label key={code} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.has(code)}
            onChange={() => taskToggled({ pointIndex: index, code })}
          />
          {t(`creation.tasks_${code}`)}
          {TASK_CATALOGUE[code].extra_fields.price > 0 ? (
            <span className={styles.muted}>
              {t('creation.taskPrice', { price: TASK_CATALOGUE[code].extra_fields.price })}
            </span>
          ) : null}
        </label>
      ))}
      {takesPayment ? (
        <div className={styles.column}>
          {items.map((item, itemIndex) => {
            const error = showErrors ? errors?.[itemIndex] : undefined;
            return (
              <div key={item.id} className={styles.row}>
                <label className={styles.field}>
                  {t('creation.itemTitle', { number: itemIndex + 1 })}
                  <input
                    className={styles.input}
                    value={item.title}
                    aria-invalid={error?.invalidTitle || undefined}
                    onChange={(event) =>
                      itemChanged({ pointIndex: index, itemIndex, title: event.target.value })
                    }
                  />
                  {error?.invalidTitle ? (
                    <span className={styles.error}>{t('creation.invalidTitle')}</span>
                  ) : null}
                </label>
                <label className={styles.field}>
                  {t('creation.itemPrice', { number: itemIndex + 1 })}
                  <input
                    className={styles.input}
                    type="number"
                    min={1}
                    step={1}
                    value={item.price > 0 ? String(item.price) : ''}
                    aria-invalid={error?.invalidPrice || undefined}
                    onChange={(event) =>
                      itemChanged({
                        pointIndex: index,
                        itemIndex,
                        price: Math.trunc(Number(event.target.value) || 0),
                      })
                    }
                  />
                  {error?.invalidPrice ? (
                    <span className={styles.error}>{t('creation.invalidPrice')}</span>
                  ) : null}
                </label>
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
}
