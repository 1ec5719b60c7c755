import { combine, createEvent, createStore, sample } from 'effector';

import { signedOut } from '@cabinet/shared';

import type { PickedAddress } from './address-combobox';
import { withPickedAddress, withPinAt, withTypedAddress, type AddressValues } from './address-values';
import type { Coordinates } from './pin-check';

/** A form's own checks or the platform's answer: one message kind per field that has one. */
type ErrorsOf<Field extends string, FieldError> = Partial<Record<Field | 'address', FieldError>>;

/**
 * The state of a form that edits a place (a warehouse, a saved address): what it started from, what
 * the user changed, the address typed, picked or pinned, the errors shown and where the focus goes.
 * Call it at module level, once per form; the app adds what only its form has (ids, names).
 */
export function createAddressFormModel<
  Values extends AddressValues,
  TextField extends Exclude<keyof Values & string, keyof AddressValues>,
  Stored,
  FieldError,
>({
  empty,
  valuesOf,
  sameValues,
  focusOrder,
}: {
  empty: Values;
  /** The form's values for a stored place. */
  valuesOf: (stored: Stored) => Values;
  /** Whether two values mean the same place (the unsaved-changes question). */
  sameValues: (left: Values, right: Values) => boolean;
  /** The fields in the order they are on screen: the focus goes to the first with an error. */
  focusOrder: readonly (TextField | 'address')[];
}) {
  type Field = TextField | 'address';
  type Errors = ErrorsOf<Field, FieldError>;

  /** An empty form for a new place. */
  const newFormOpened = createEvent();
  /** A stored place is edited: the form shows it. */
  const storedOpened = createEvent<Stored>();
  /** The form left the screen (saved and moved on, or the user left). */
  const formClosed = createEvent();
  const fieldChanged = createEvent<{ field: TextField; value: string }>();
  /** Free typing in the address box: the address is no longer one the geocoder placed. */
  const addressTyped = createEvent<string>();
  /** A suggestion was picked (the picker has checked it is in a delivery zone). */
  const addressPicked = createEvent<PickedAddress>();
  /** The pin was moved and the platform accepted its coordinates (validate-coordinate). */
  const pinAccepted = createEvent<Coordinates>();
  /** Errors to show (own checks on submit, or the platform's answer), and a line for the form. */
  const errorsShown = createEvent<{ errors: Errors; formMessage: string | null }>();

  /** What the form started from (or was last saved as). */
  const $initial = createStore<Values>(empty)
    .on(newFormOpened, () => empty)
    .on(storedOpened, (_, stored) => valuesOf(stored))
    .reset(signedOut);

  const $values = createStore<Values>(empty)
    .on(newFormOpened, () => empty)
    .on(storedOpened, (_, stored) => valuesOf(stored))
    .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
    .on(addressTyped, withTypedAddress)
    .on(addressPicked, withPickedAddress)
    .on(pinAccepted, withPinAt)
    .reset(signedOut);

  /** The form differs from what it started from (or was last saved as). */
  const $dirty = combine($values, $initial, (values, initial) => !sameValues(values, initial));

  const $errors = createStore<Errors>({})
    .on(errorsShown, (_, { errors }) => errors)
    .on(fieldChanged, (errors, { field }) => withoutError(errors, field))
    .on([addressTyped, addressPicked, pinAccepted], (errors) => withoutError(errors, 'address'))
    .reset([newFormOpened, storedOpened, signedOut]);

  /** A line for the whole form (why nothing was saved), above its buttons. */
  const $formMessage = createStore<string | null>(null)
    .on(errorsShown, (_, { formMessage }) => formMessage)
    .reset([newFormOpened, storedOpened, signedOut]);

  /** Where the focus goes each time errors are shown: the first field with one (a new object each time). */
  const $errorFocus = createStore<{ field: Field | null } | null>(null)
    .on(errorsShown, (_, { errors }) => ({ field: focusOrder.find((field) => errors[field]) ?? null }))
    .reset([newFormOpened, storedOpened]);

  // The line about a refusal is out of date once the user changes something.
  sample({
    clock: [fieldChanged, addressTyped, addressPicked, pinAccepted],
    source: $formMessage,
    filter: (message) => message !== null,
    fn: () => null,
    target: $formMessage,
  });

  return {
    newFormOpened,
    storedOpened,
    formClosed,
    fieldChanged,
    addressTyped,
    addressPicked,
    pinAccepted,
    errorsShown,
    $initial,
    $values,
    $dirty,
    $errors,
    $formMessage,
    $errorFocus,
  };
}

function withoutError<Errors extends object>(errors: Errors, field: keyof Errors): Errors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
