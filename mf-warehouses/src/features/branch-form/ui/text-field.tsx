import { useTranslation } from '@cabinet/shared';
import { PlaceTextField, type PlaceTextFieldLook } from '@cabinet/shared/address-picker';

import { NAMESPACE } from '../../../shared/i18n';
import { FIELD_LIMITS } from '../lib/field-limits';
import type { TextField as TextFieldName } from '../lib/form-values';
import { $errors, $values, fieldChanged } from '../model/form-model';
import { fieldId } from './field-ids';
import { useErrorText } from './use-error-text';

const form = { $values, $errors, fieldChanged };

const CONTROL: Record<TextFieldName, PlaceTextFieldLook['control']> = {
  name: 'text',
  entrance: 'text',
  floor: 'text',
  apartment: 'text',
  intercom: 'text',
  workingHours: 'text',
  contactName: 'text',
  phone: 'phone',
  comment: 'textarea',
};

/** Fields with a hint under them (`form.<field>Hint`). */
const HINTED: ReadonlySet<TextFieldName> = new Set(['name', 'workingHours', 'phone', 'comment']);

const AUTOCOMPLETE: Partial<Record<TextFieldName, string>> = { name: 'organization', contactName: 'name' };

/** One text field of the warehouse form: its label, hint, error and the platform's length limit. */
export function TextField({ field }: { field: TextFieldName }) {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useErrorText();
  return (
    <PlaceTextField
      form={form}
      field={field}
      id={fieldId(field)}
      errorText={errorText}
      label={t(`form.${field}`)}
      hint={HINTED.has(field) ? t(`form.${field}Hint`) : undefined}
      maxLength={FIELD_LIMITS[field]}
      control={CONTROL[field]}
      autoComplete={AUTOCOMPLETE[field]}
    />
  );
}
