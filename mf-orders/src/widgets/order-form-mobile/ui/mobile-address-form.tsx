import { useStoreMap } from 'effector-react';
import { useState } from 'react';

import { useTranslation } from '@cabinet/shared';

import { addressLine } from '../../../entities/point';
import { AddressCombobox, SavedAddressSelect, usePointAddress } from '../../../features/address-search';
import { NAMESPACE } from '../../../shared/i18n';
import { NO_ERRORS } from '../lib/point-errors';
import { $pointErrors } from '../model/wizard-model';
import styles from './mobile-wizard.module.css';

const FIELDS = [
  { field: 'entrance', label: 'creation.entrance' },
  { field: 'floor', label: 'creation.floor' },
  { field: 'apartment', label: 'creation.apartment' },
] as const;

/**
 * §3 mobile address form: address, entrance, floor, apartment, comment and the sender's (first
 * point) or the recipient's phone. A field's error shows once the user has left it filled in wrong,
 * or after a refused "Next" (`showErrors`), under the field and linked to it (aria-describedby).
 */
export function MobileAddressForm({ index, showErrors }: { index: number; showErrors: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { point, setAddress, setContact, onTyped, onPicked, onChosen } = usePointAddress(index);
  const errors = useStoreMap({
    store: $pointErrors,
    keys: [index],
    fn: (all, [position]) => all[position] ?? NO_ERRORS,
  });
  const [touched, setTouched] = useState({ address: false, phone: false });
  if (!point) return null;

  const id = `mobile-point-${index}`;
  const phoneErrorId = `${id}-phone-error`;
  const addressError =
    errors.address && (showErrors || touched.address || errors.address === 'addressOutsideZone')
      ? t(`creation.errors_${errors.address}`)
      : null;
  const phoneError =
    errors.phone && (showErrors || (touched.phone && point.contact_info.phone_number.trim() !== ''))
      ? t(`creation.errors_${errors.phone}`)
      : null;

  return (
    <div className={styles.form}>
      <div
        onBlur={() => {
          if (point.address.street.trim() !== '') setTouched((was) => ({ ...was, address: true }));
        }}
      >
        <AddressCombobox
          id={`${id}-address`}
          label={t('creation.address')}
          value={addressLine(point)}
          onTyped={onTyped}
          onPicked={onPicked}
          error={addressError}
        />
      </div>
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
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>
          {index === 0 ? t('creation.wizard_senderPhone') : t('creation.wizard_recipientPhone')}
        </label>
        <input
          id={`${id}-phone`}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('mobileWizard.phonePlaceholder')}
          aria-required="true"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? phoneErrorId : undefined}
          value={point.contact_info.phone_number}
          onChange={(event) => setContact({ phone_number: event.target.value })}
          onBlur={() => setTouched((was) => ({ ...was, phone: true }))}
        />
        {phoneError ? (
          <p id={phoneErrorId} className={styles.error}>
            {phoneError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
