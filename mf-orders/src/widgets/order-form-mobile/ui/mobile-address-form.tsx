import { useTranslation } from '@cabinet/shared';

import { addressLine } from '../../../entities/point';
import { AddressCombobox, SavedAddressSelect, usePointAddress } from '../../../features/address-search';
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
  const { point, setAddress, setContact, onTyped, onPicked, onChosen } = usePointAddress(index);
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
          onChange={(event) => setContact({ phone_number: event.target.value })}
        />
      </label>
    </div>
  );
}
