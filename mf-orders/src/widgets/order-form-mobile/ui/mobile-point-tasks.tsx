import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';

import { useTranslation } from '@cabinet/shared';

import { $points, addressLine } from '../../../entities/point';
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
import { usePointName } from './summary-rows';
import styles from './mobile-wizard.module.css';

/** One item to take payment for: its title and price, each error under its field. */
function PaymentItem({
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
  const [change, remove] = useUnit([itemChanged, itemRemoved]);
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
  const titleError = showErrors && error?.invalidTitle;
  const priceError = showErrors && error?.invalidPrice;
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
          onChange={(event) => change({ pointIndex, itemIndex, title: event.target.value })}
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
            change({ pointIndex, itemIndex, price: Math.trunc(Number(event.target.value) || 0) })
          }
        />
        {priceError ? (
          <p id={`${id}-price-error`} className={styles.error}>
            {t('creation.invalidPrice')}
          </p>
        ) : null}
      </div>
      <button type="button" className={styles.link} onClick={() => remove({ pointIndex, itemIndex })}>
        {t('creation.removeItem', { number })}
      </button>
    </div>
  );
}

/**
 * The courier's tasks at one point (the task models of the order form): a switch per task with its
 * price; taking payment lists the items and the amount the courier collects.
 */
export function MobilePointTasks({ index, showErrors }: { index: number; showErrors: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [toggle, add] = useUnit([taskToggled, itemAdded]);
  const name = usePointName();
  const address = useStoreMap({
    store: $points,
    keys: [index],
    fn: (points, [position]) => (points[position] ? addressLine(points[position]) : ''),
  });
  // Task ids as one string: a change elsewhere in the draft does not re-render this point.
  const selectedIds = useStoreMap({
    store: $tasks,
    keys: [index],
    fn: (all, [position]) => (all[position] ?? []).map((task) => task.id).join(','),
  });
  const catalogue = useUnit($taskCatalogue);
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
  const submittedIncomplete = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (problems) => problems.form.includes('paymentTaskIncomplete'),
  });
  // The sender cannot take payment or be returned to.
  const offered = index > 0 ? catalogue : catalogue.filter((entry) => !isDropOnly(entry));
  const selected = new Set(selectedIds.split(',').filter(Boolean).map(Number));
  const errorsShown = showErrors || submittedIncomplete;

  return (
    <fieldset className={styles.pointTasks}>
      <legend className={styles.legend}>
        {address ? t('mobileWizard.labelled', { label: name(index), text: address }) : name(index)}
      </legend>
      {offered.map((entry) => {
        const price = entry.extra_fields.price;
        return (
          <label key={entry.id} className={styles.check}>
            <input
              type="checkbox"
              checked={selected.has(entry.id)}
              onChange={() => toggle({ pointIndex: index, code: entry.code })}
            />
            {t(`creation.tasks_${entry.code}`)}
            {price > 0 ? <span className={styles.price}>{t('creation.taskPrice', { price })}</span> : null}
          </label>
        );
      })}
      {takesPayment ? (
        <fieldset className={styles.items}>
          <legend className={styles.muted}>{t('mobileWizard.itemsLegend')}</legend>
          {(itemIds === '' ? [] : itemIds.split(',')).map((id, itemIndex) => (
            <PaymentItem key={id} pointIndex={index} itemIndex={itemIndex} showErrors={errorsShown} />
          ))}
          <div className={styles.itemActions}>
            <button type="button" className={styles.link} onClick={() => add(index)}>
              {t('creation.addItem')}
            </button>
            <strong>{t('creation.acceptAmount', { amount })}</strong>
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
