import type { EventCallable, Store } from 'effector';
import { useStoreMap, useUnit } from 'effector-react';

import { Field, PhoneInput, TextInput, Textarea } from '@cabinet/shared/ui';

/** How a place form shows one of its text fields: each form words and limits its own. */
export interface PlaceTextFieldLook {
  label: string;
  hint?: string;
  /** The platform's length limit, counted down under the field; none for a phone or a number. */
  maxLength?: number;
  /** A one-line input (the default), a note of several lines, or a Kazakhstan phone number. */
  control?: 'text' | 'textarea' | 'phone';
  autoComplete?: string;
  inputMode?: 'decimal';
}

export interface PlaceTextFieldProps<
  Name extends string,
  Values extends Record<Name, string>,
  FieldError,
> extends PlaceTextFieldLook {
  /** The form's state (createAddressFormModel): the field's value and error, and where typing goes. */
  form: {
    $values: Store<Values>;
    $errors: Store<Partial<Record<Name | 'address', FieldError>>>;
    fieldChanged: EventCallable<{ field: Name; value: string }>;
  };
  field: Name;
  id: string;
  className?: string;
  /** The field's error in the user's language. */
  errorText: (error: FieldError | undefined) => string | null;
}

/**
 * One text field of a form that edits a place (a warehouse, a saved address), bound to the form's
 * state: one implementation of the wiring, so the two forms cannot drift apart. It re-renders only
 * when its own value or error changes, not on a keystroke elsewhere.
 */
export function PlaceTextField<Name extends string, Values extends Record<Name, string>, FieldError>({
  form,
  field,
  id,
  className,
  errorText,
  label,
  hint,
  maxLength,
  control = 'text',
  autoComplete,
  inputMode,
}: PlaceTextFieldProps<Name, Values, FieldError>) {
  const value = useStoreMap({ store: form.$values, keys: [field], fn: (values, [name]) => values[name] });
  const error = useStoreMap({
    store: form.$errors,
    keys: [field],
    fn: (errors, [name]) => errors[name] ?? null,
  });
  const changed = useUnit(form.fieldChanged);
  const onText = (next: string) => changed({ field, value: next });
  return (
    <Field
      id={id}
      className={className}
      label={label}
      hint={hint}
      error={errorText(error ?? undefined)}
      maxLength={control === 'phone' ? undefined : maxLength}
    >
      {control === 'phone' ? (
        <PhoneInput value={value} onChange={onText} />
      ) : control === 'textarea' ? (
        <Textarea value={value} onChange={(event) => onText(event.target.value)} />
      ) : (
        <TextInput
          value={value}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          onChange={(event) => onText(event.target.value)}
        />
      )}
    </Field>
  );
}
