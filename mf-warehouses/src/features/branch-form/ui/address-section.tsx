import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { PlaceAddressFields } from '@cabinet/shared/address-picker';
import { Card } from '@cabinet/shared/ui';

import { $companyCity } from '../../../entities/company-city';
import { NAMESPACE } from '../../../shared/i18n';
import { ADDRESS_PARTS } from '../lib/form-values';
import * as form from '../model/form-model';
import * as pin from '../model/pin-model';
import styles from './branch-form.module.css';
import { fieldId } from './field-ids';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

/**
 * The branch's address: the shared picker (geocoder suggestions in the company's city, each checked
 * against the delivery zones), where the courier goes in (entrance, floor, apartment, intercom) and
 * the pin on the map.
 */
export function AddressSection() {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useErrorText();
  const [errors, city] = useUnit([form.$errors, $companyCity]);
  return (
    <Card title={t('form.addressSection')}>
      <div className={styles.fields}>
        <PlaceAddressFields
          form={form}
          pin={pin}
          comboboxId={fieldId('address')}
          addressLabel={t('form.address')}
          addressError={errorText(errors.address)}
          pinLabel={t('form.pin')}
          city={city}
          wideClassName={styles.wide}
        >
          {ADDRESS_PARTS.map((part) => (
            <TextField key={part} field={part} />
          ))}
        </PlaceAddressFields>
      </div>
    </Card>
  );
}
