import { useTranslation } from '@cabinet/shared';
import { PlaceTextField } from '@cabinet/shared/address-picker';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import type { TextField as TextFieldName } from '../lib/form-values';
import { TEXT_LIMITS } from '../lib/validate-form';
import { $errors, $values, fieldChanged } from '../model/form-model';
import { fieldId } from './field-ids';
import { useErrorText } from './use-error-text';

const form = { $values, $errors, fieldChanged };

/** Fields with a hint under them (`delivery.<field>Hint`). */
const HINTED: ReadonlySet<TextFieldName> = new Set(['extraInfo', 'phone', 'maxDistance']);

/** One text field of the saved-address form: its label, hint, error and the platform's length limit. */
export function TextField({ field, className }: { field: TextFieldName; className?: string }) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const errorText = useErrorText();
  return (
    <PlaceTextField
      form={form}
      field={field}
      id={fieldId(field)}
      className={className}
      errorText={errorText}
      label={t(`delivery.${field}`)}
      hint={HINTED.has(field) ? t(`delivery.${field}Hint`) : undefined}
      // The distance is a number, not text to be counted down (a phone takes PhoneInput's own limit).
      maxLength={field === 'phone' || field === 'maxDistance' ? undefined : TEXT_LIMITS[field]}
      control={field === 'phone' ? 'phone' : field === 'extraInfo' ? 'textarea' : 'text'}
      autoComplete={field === 'contactName' ? 'name' : undefined}
      inputMode={field === 'maxDistance' ? 'decimal' : undefined}
    />
  );
}
