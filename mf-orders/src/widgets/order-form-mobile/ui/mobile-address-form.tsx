import { useStoreMap, useUnit } from 'effector-react';
import { useState } from 'react';

import { useTranslation } from '@cabinet/shared';
import { AddressCombobox } from '@cabinet/shared/address-picker';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import { Field, PhoneInput, TextInput } from '@cabinet/shared/ui';

import { addressLine } from '../../../entities/point';
import {
  $searchCity,
  $searchCityStrict,
  SavedAddressSelect,
  usePointAddress,
} from '../../../features/address-search';
import { usePointRefusals } from '../../../features/submit-order';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { NO_ERRORS } from '../lib/point-errors';
import { $pointErrors, addressCheckChanged } from '../model/wizard-model';
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
  const { t } = useTranslation(CREATION_NAMESPACE);
  const { point, setAddress, setContact, onTyped, onPicked, onChosen } = usePointAddress(index);
  const errors = useStoreMap({
    store: $pointErrors,
    keys: [index],
    fn: (all, [position]) => all[position] ?? NO_ERRORS,
  });
  const refused = usePointRefusals(index);
  const [touched, setTouched] = useState({ address: false, phone: false });
  const [city, strictCity, checkChanged] = useUnit([$searchCity, $searchCityStrict, addressCheckChanged]);
  if (!point) return null;

  const id = `mobile-point-${index}`;
  const addressError =
    errors.address && (showErrors || touched.address || errors.address === 'addressOutsideZone')
      ? t(`creation.errors_${errors.address}`)
      : (refused.address ?? null);
  const phoneError =
    errors.phone && (showErrors || (touched.phone && point.contact_info.phone_number.trim() !== ''))
      ? t(`creation.errors_${errors.phone}`)
      : (refused.phone_number ?? null);

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
          onCheckChange={(checking) => checkChanged({ index, checking })}
          error={addressError}
          city={city}
          strictCity={strictCity}
        />
      </div>
      <SavedAddressSelect id={`${id}-saved`} onChosen={onChosen} />
      <div className={styles.triple}>
        {FIELDS.map(({ field, label }) => (
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
      </div>
      <Field
        label={t('creation.wizard_comment')}
        maxLength={MAX_LENGTH.extraInfo}
        error={refused.extra_info ?? null}
      >
        <TextInput
          value={point.address.extra_info}
          onChange={(event) => setAddress({ extra_info: event.target.value })}
        />
      </Field>
      <Field
        id={`${id}-phone`}
        label={index === 0 ? t('creation.wizard_senderPhone') : t('creation.wizard_recipientPhone')}
        error={phoneError}
      >
        <PhoneInput
          placeholder={t('mobileWizard.phonePlaceholder')}
          aria-required="true"
          value={point.contact_info.phone_number}
          onChange={(phone) => setContact({ phone_number: phone })}
          onBlur={() => setTouched((was) => ({ ...was, phone: true }))}
        />
      </Field>
    </div>
  );
}
