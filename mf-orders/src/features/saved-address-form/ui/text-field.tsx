import { useStoreMap, useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { Field, PhoneInput, TextInput, Textarea } from '@cabinet/shared/ui';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import type { TextField as TextFieldName } from '../lib/form-values';
import { TEXT_LIMITS } from '../lib/validate-form';
import { $errors, $values, fieldChanged } from '../model/form-model';
import { fieldId } from './field-ids';
import { useErrorText } from './use-error-text';

/** Fields with a hint under them (`delivery.<field>Hint`). */
const HINTED: ReadonlySet<TextFieldName> = new Set(['extraInfo', 'phone', 'maxDistance']);

/** One text field of the saved-address form: its label, hint, error and the platform's length limit. */
export function TextField({ field, className }: { field: TextFieldName; className?: string }) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const errorText = useErrorText();
  // Only this field's value and error: a keystroke elsewhere does not re-render it.
  const value = useStoreMap({ store: $values, keys: [field], fn: (values, [name]) => values[name] });
  const error = useStoreMap({ store: $errors, keys: [field], fn: (errors, [name]) => errors[name] ?? null });
  const changed = useUnit(fieldChanged);
  const onText = (next: string) => changed({ field, value: next });
  return (
    <Field
      id={fieldId(field)}
      className={className}
      label={t(`delivery.${field}`)}
      hint={HINTED.has(field) ? t(`delivery.${field}Hint`) : undefined}
      error={errorText(error)}
      // A phone takes PhoneInput's own limit (the contract's 20) and the distance is a number: neither
      // is text to be counted down.
      maxLength={field === 'phone' || field === 'maxDistance' ? undefined : TEXT_LIMITS[field]}
    >
      {field === 'phone' ? (
        <PhoneInput value={value} onChange={onText} />
      ) : field === 'extraInfo' ? (
        <Textarea value={value} onChange={(event) => onText(event.target.value)} />
      ) : (
        <TextInput
          value={value}
          autoComplete={field === 'contactName' ? 'name' : 'off'}
          inputMode={field === 'maxDistance' ? 'decimal' : undefined}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </Field>
  );
}
