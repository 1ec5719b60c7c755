import { useStoreMap, useUnit } from 'effector-react';
import { memo } from 'react';

import { useTranslation, type PointAddress } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { $pointCount, addressLine, pointRemoved, pointSaveToggled } from '../../../entities/point';
import { AddressCombobox, SavedAddressSelect, usePointAddress } from '../../../features/address-search';
import { PointTasks } from '../../../features/point-tasks';
import { $visibleProblems } from '../../../features/submit-order';
import { NAMESPACE } from '../../../shared/i18n';
import styles from '../../../shared/ui/form-section.module.css';

type TextField = Exclude<keyof PointAddress, 'latitude' | 'longitude' | 'street' | 'building'>;
const ADDRESS_FIELDS: Array<{ field: TextField; label: string }> = [
  { field: 'entrance', label: 'creation.entrance' },
  { field: 'floor', label: 'creation.floor' },
  { field: 'apartment', label: 'creation.apartment' },
  { field: 'intercom', label: 'creation.intercom' },
];

/** One stop of the route; it re-renders only when its own point changes. */
export const PointCard = memo(function PointCard({ index }: { index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { point, setAddress, setContact, onTyped, onPicked, onChosen } = usePointAddress(index);
  // Primitives only: another point's keystroke gives the same values, so this card does not re-render.
  const addressProblem = useStoreMap({
    store: $visibleProblems,
    keys: [index],
    fn: (visible, [position]) =>
      visible.points[position]?.find((problem) => problem !== 'phoneInvalid') ?? null,
  });
  const phoneInvalid = useStoreMap({
    store: $visibleProblems,
    keys: [index],
    fn: (visible, [position]) => visible.points[position]?.includes('phoneInvalid') ?? false,
  });
  const itemErrorsShown = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (visible) => visible.form.includes('paymentTaskIncomplete'),
  });
  const count = useUnit($pointCount);
  const id = `point-${index}`;

  if (!point) return null;
  const title = index === 0 ? t('creation.pointFrom') : t('creation.pointTo', { number: index + 1 });

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.pointHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {count > 2 ? (
          <Button variant="ghost" onClick={() => pointRemoved(index)}>
            {t('creation.removePoint', { number: index + 1 })}
          </Button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <AddressCombobox
            id={`${id}-address`}
            label={t('creation.address')}
            value={addressLine(point)}
            onTyped={onTyped}
            onPicked={onPicked}
            error={addressProblem ? t(`creation.errors_${addressProblem}`) : null}
          />
        </div>
        <div className={styles.wide}>
          <SavedAddressSelect id={`${id}-saved`} onChosen={onChosen} />
        </div>
        {ADDRESS_FIELDS.map(({ field, label }) => (
          <label key={field} className={styles.field}>
            {t(label)}
            <input
              className={styles.input}
              value={point.address[field]}
              onChange={(event) => setAddress({ [field]: event.target.value })}
            />
          </label>
        ))}
        {/* The error is linked to the field (aria-describedby), never part of its name. */}
        <div className={`${styles.field} ${styles.half}`}>
          <label htmlFor={`${id}-phone`}>{t('creation.phone')}</label>
          <input
            id={`${id}-phone`}
            className={styles.input}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={point.contact_info.phone_number}
            aria-invalid={phoneInvalid || undefined}
            aria-describedby={phoneInvalid ? `${id}-phone-error` : undefined}
            onChange={(event) => setContact({ phone_number: event.target.value })}
          />
          {phoneInvalid ? (
            <span id={`${id}-phone-error`} className={styles.error}>
              {t('creation.errors_phoneInvalid')}
            </span>
          ) : null}
        </div>
        <label className={`${styles.field} ${styles.half}`}>
          {t('creation.contactName')}
          <input
            className={styles.input}
            value={point.contact_info.contact_name}
            onChange={(event) => setContact({ contact_name: event.target.value })}
          />
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          {t('creation.extraInfo')}
          <input
            className={styles.input}
            value={point.address.extra_info}
            onChange={(event) => setAddress({ extra_info: event.target.value })}
          />
        </label>
        {index === 0 ? (
          <label className={`${styles.check} ${styles.wide}`}>
            <input
              type="checkbox"
              checked={point.save ?? false}
              onChange={(event) => pointSaveToggled(event.target.checked)}
            />
            {t('creation.saveAddress')}
          </label>
        ) : null}
      </div>
      <PointTasks index={index} legend={t('creation.tasksTitle')} showErrors={itemErrorsShown} />
    </section>
  );
});
