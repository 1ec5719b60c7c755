import { useStoreMap, useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { Field, PhoneInput, TextInput, Textarea } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { FIELD_LIMITS } from '../lib/field-limits';
import type { TextField as TextFieldName } from '../lib/form-values';
import { $errors, $values, fieldChanged } from '../model/form-model';
import { fieldId } from './field-ids';
import { useErrorText } from './use-error-text';

const CONTROL: Record<TextFieldName, 'text' | 'textarea' | 'phone'> = {
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
  // Only this field's value and error: a keystroke elsewhere does not re-render it.
  const value = useStoreMap({ store: $values, keys: [field], fn: (values, [name]) => values[name] });
  const error = useStoreMap({ store: $errors, keys: [field], fn: (errors, [name]) => errors[name] ?? null });
  const changed = useUnit(fieldChanged);
  const id = fieldId(field);
  const control = CONTROL[field];
  const onText = (next: string) => changed({ field, value: next });
  return (
    <Field
      id={id}
      label={t(`form.${field}`)}
      hint={HINTED.has(field) ? t(`form.${field}Hint`) : undefined}
      error={errorText(error ?? undefined)}
      // A phone number takes PhoneInput's own limit (the contract's 20) without a countdown: the
      // digits of a whole number are no text to be counted down.
      maxLength={control === 'phone' ? undefined : FIELD_LIMITS[field]}
    >
      {control === 'phone' ? (
        <PhoneInput value={value} onChange={onText} />
      ) : control === 'textarea' ? (
        <Textarea value={value} onChange={(event) => onText(event.target.value)} />
      ) : (
        <TextInput
          value={value}
          autoComplete={AUTOCOMPLETE[field] ?? 'off'}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </Field>
  );
}
