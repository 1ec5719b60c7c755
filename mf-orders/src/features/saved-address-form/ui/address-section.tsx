import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { PlaceAddressFields } from '@cabinet/shared/address-picker';
import { Card } from '@cabinet/shared/ui';

import { $companyCity } from '../../../entities/delivery-zone';
import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import layout from '../../../shared/ui/form-section.module.css';
import { ADDRESS_PARTS } from '../lib/form-values';
import * as form from '../model/form-model';
import * as pin from '../model/pin-model';
import { fieldId } from './field-ids';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

/**
 * The address: the shared picker (geocoder suggestions in the company's city, each checked against
 * the delivery zones), where the courier goes in, a note for the courier, and the pin on the map.
 */
export function AddressSection() {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const errorText = useErrorText();
  const [errors, city] = useUnit([form.$errors, $companyCity]);
  return (
    <Card title={t('delivery.addressSection')} headingLevel={3}>
      <div className={layout.grid}>
        <PlaceAddressFields
          form={form}
          pin={pin}
          comboboxId={fieldId('address')}
          addressLabel={t('delivery.address')}
          addressError={errorText(errors.address)}
          pinLabel={t('delivery.pin')}
          city={city}
          wideClassName={layout.wide}
        >
          {ADDRESS_PARTS.map((part) => (
            <TextField key={part} field={part} />
          ))}
          <TextField field="extraInfo" className={layout.wide} />
        </PlaceAddressFields>
      </div>
    </Card>
  );
}
