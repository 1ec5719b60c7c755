import { useStoreMap } from 'effector-react';
import { useCallback } from 'react';

import { useTranslation, type PointAddress } from '@cabinet/shared';

import { $points, addressLine, pointAddressChanged, pointContactChanged } from '../../../entities/point';
import {
  AddressCombobox,
  SavedAddressSelect,
  type PickedAddress,
  type SavedChoice,
} from '../../../features/address-search';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './mobile-wizard.module.css';

const FIELDS = [
  { field: 'entrance', label: 'creation.entrance' },
  { field: 'floor', label: 'creation.floor' },
  { field: 'apartment', label: 'creation.apartment' },
] as const;

/** §3 mobile address form: address, entrance, floor, apartment, comment and a phone. */
export function MobileAddressForm({ index }: { index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const point = useStoreMap({
    store: $points,
    keys: [index],
    fn: (points, [position]) => points[position] ?? null,
  });
  const setAddress = useCallback(
    (address: Partial<PointAddress>) => pointAddressChanged({ index, address }),
    [index],
  );
  const onTyped = useCallback(
    (text: string) => setAddress({ street: text, building: '', latitude: null, longitude: null }),
    [setAddress],
  );
  const onPicked = useCallback((picked: PickedAddress) => setAddress(picked), [setAddress]);
  const onChosen = useCallback(
    (choice: SavedChoice) => {
      setAddress(choice.address);
      pointContactChanged({ index, contact: choice.contact });
    },
    [index, setAddress],
  );
  if (!point) return null;
  const id = `mobile-point-${index}`;
  return (
    <div className={styles.form}>
      <AddressCombobox
        id={`${id}-address`}
        label={t('creation.address')}
        value={addressLine(point)}
        onTyped={onTyped}
        onPicked={onPicked}
      />
      <SavedAddressSelect id={`${id}-saved`} onChosen={onChosen} />
      <div className={styles.triple}>
        {FIELDS.map(({ field, label }) => (
          <label key={field} className={styles.field}>
            {t(label)}
            <input
              className={styles.input}
              value={point.address[field]}
              onChange={(event) => setAddress({ [field]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <label className={styles.field}>
        {t('creation.wizard_comment')}
        <input
          className={styles.input}
          value={point.address.extra_info}
          onChange={(event) => setAddress({ extra_info: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {index === 0 ? t('creation.wizard_senderPhone') : t('creation.wizard_recipientPhone')}
        <input
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={point.contact_info.phone_number}
          onChange={(event) => pointContactChanged({ index, contact: { phone_number: event.target.value } })}
        />
      </label>
    </div>
  );
}
