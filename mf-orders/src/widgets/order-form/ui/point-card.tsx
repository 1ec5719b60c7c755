import { useStoreMap, useUnit } from 'effector-react';
import { memo } from 'react';

import { useTranslation, type PointAddress } from '@cabinet/shared';
import { AddressCombobox } from '@cabinet/shared/address-picker';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import { Button, Card, Checkbox, Field, PhoneInput, TextInput } from '@cabinet/shared/ui';

import { $pointCount, addressLine, pointRemoved, pointSaveToggled } from '../../../entities/point';
import {
  $searchCity,
  $searchCityStrict,
  SavedAddressSelect,
  usePointAddress,
} from '../../../features/address-search';
import { PointTasks } from '../../../features/point-tasks';
import { $visibleProblems, usePointRefusals } from '../../../features/submit-order';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
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
  const { t } = useTranslation(CREATION_NAMESPACE);
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
  const refused = usePointRefusals(index);
  const [count, city, strictCity] = useUnit([$pointCount, $searchCity, $searchCityStrict]);
  const id = `point-${index}`;

  if (!point) return null;
  const title = index === 0 ? t('creation.pointFrom') : t('creation.pointTo', { number: index + 1 });

  return (
    <Card
      title={title}
      actions={
        // Point 1 is the sender's: it is never removed (the route always starts there).
        count > 2 && index > 0 ? (
          <Button variant="ghost" onClick={() => pointRemoved(index)}>
            {t('creation.removePoint', { number: index + 1 })}
          </Button>
        ) : null
      }
    >
      <div className={styles.grid}>
        <div className={styles.wide}>
          <AddressCombobox
            id={`${id}-address`}
            label={t('creation.address')}
            value={addressLine(point)}
            onTyped={onTyped}
            onPicked={onPicked}
            error={addressProblem ? t(`creation.errors_${addressProblem}`) : (refused.address ?? null)}
            city={city}
            strictCity={strictCity}
          />
        </div>
        <div className={styles.wide}>
          <SavedAddressSelect id={`${id}-saved`} onChosen={onChosen} />
        </div>
        {ADDRESS_FIELDS.map(({ field, label }) => (
          <Field
            key={field}
            label={t(label)}
            maxLength={MAX_LENGTH.addressPart}
            error={refused[field] ?? null}
          >
            <TextInput
              value={point.address[field]}
              onChange={(event) => setAddress({ [field]: event.target.value })}
            />
          </Field>
        ))}
        {/* The error is linked to the field (aria-describedby), never part of its name. */}
        <Field
          id={`${id}-phone`}
          className={styles.half}
          label={t('creation.phone')}
          error={phoneInvalid ? t('creation.errors_phoneInvalid') : (refused.phone_number ?? null)}
        >
          <PhoneInput
            value={point.contact_info.phone_number}
            onChange={(phone) => setContact({ phone_number: phone })}
          />
        </Field>
        <Field
          className={styles.half}
          label={t('creation.contactName')}
          maxLength={MAX_LENGTH.contactName}
          error={refused.contact_name ?? null}
        >
          <TextInput
            value={point.contact_info.contact_name}
            onChange={(event) => setContact({ contact_name: event.target.value })}
          />
        </Field>
        <Field
          className={styles.wide}
          label={t('creation.extraInfo')}
          maxLength={MAX_LENGTH.extraInfo}
          error={refused.extra_info ?? null}
        >
          <TextInput
            value={point.address.extra_info}
            onChange={(event) => setAddress({ extra_info: event.target.value })}
          />
        </Field>
        {index === 0 ? (
          <Checkbox
            className={styles.wide}
            label={t('creation.saveAddress')}
            checked={point.save ?? false}
            onChange={(event) => pointSaveToggled(event.target.checked)}
          />
        ) : null}
      </div>
      <PointTasks index={index} legend={t('creation.tasksTitle')} showErrors={itemErrorsShown} />
    </Card>
  );
});
