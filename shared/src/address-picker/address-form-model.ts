import {
  combine,
  createEvent,
  createStore,
  sample,
  type EventCallable,
  type Store,
  type Unit,
} from 'effector';

import { signedOut } from '@cabinet/shared';

import type { PickedAddress } from './address-combobox';
import { withPickedAddress, withPinAt, withTypedAddress, type AddressValues } from './address-values';
import type { Coordinates } from './pin-check';
import { keepFormDraftFx, readFormDraftFx } from '../form-draft';
import { placeDraftKey, placeDraftOf } from './place-draft';

/** A form's own checks or the platform's answer: one message kind per field that has one. */
type ErrorsOf<Field extends string, FieldError> = Partial<Record<Field | 'address', FieldError>>;

/**
 * The state of a form that edits a place (a warehouse, a saved address): what it started from, what
 * the user changed, the address typed, picked or pinned, the errors shown and where the focus goes.
 * With `draft`, what was changed and not saved outlives a reload (place-draft.ts): the form opens with
 * it again, says so, and offers to drop it. Call it at module level, once per form; the app adds what
 * only its form has (ids, names).
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
  draft,
}: {
  empty: Values;
  /** The form's values for a stored place. */
  valuesOf: (stored: Stored) => Values;
  /** Whether two values mean the same place (the unsaved-changes question). */
  sameValues: (left: Values, right: Values) => boolean;
  /** The fields in the order they are on screen: the focus goes to the first with an error. */
  focusOrder: readonly (TextField | 'address')[];
  /** Keep unsaved changes over a reload: the form's name in storage, and a stored place's id. */
  draft?: { form: string; idOf: (stored: Stored) => number };
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
  /** The platform stored what the form holds: nothing is unsaved any more. */
  const changesSaved = createEvent();
  /** "Сбросить изменения" under a restored draft: the form goes back to what it started from. */
  const draftDiscarded = createEvent();
  /** Unsaved changes of an earlier visit were put back into the form. */
  const draftRestored = createEvent<Values>();

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
    .on(draftRestored, (_, values) => values)
    .reset(signedOut);

  sample({ clock: changesSaved, source: $values, target: $initial });
  sample({ clock: draftDiscarded, source: $initial, target: $values });

  /** The form shows changes it kept from an earlier visit, until they are saved or dropped or the form is left. */
  const $draftRestored = createStore(false)
    .on(draftRestored, () => true)
    .reset([newFormOpened, storedOpened, changesSaved, draftDiscarded, formClosed, signedOut]);

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

  if (draft) {
    keepDrafts({
      draft,
      empty,
      sameValues,
      units: {
        newFormOpened,
        storedOpened,
        formClosed,
        changesSaved,
        draftDiscarded,
        draftRestored,
        edited: [fieldChanged, addressTyped, addressPicked, pinAccepted],
        $values,
        $initial,
      },
    });
  }

  return {
    newFormOpened,
    storedOpened,
    formClosed,
    fieldChanged,
    addressTyped,
    addressPicked,
    pinAccepted,
    errorsShown,
    changesSaved,
    draftDiscarded,
    $initial,
    $values,
    $dirty,
    $errors,
    $formMessage,
    $errorFocus,
    $draftRestored,
  };
}

/**
 * A place form's draft in storage: read as the form opens (and kept only if the place is still as it
 * was when the changes began), written as the user changes something, forgotten once the form is
 * saved, its changes dropped, or the user leaves it.
 */
function keepDrafts<Values extends AddressValues, Stored>({
  draft: { form, idOf },
  empty,
  sameValues,
  units,
}: {
  draft: { form: string; idOf: (stored: Stored) => number };
  empty: Values;
  sameValues: (left: Values, right: Values) => boolean;
  units: {
    newFormOpened: EventCallable<void>;
    storedOpened: EventCallable<Stored>;
    formClosed: EventCallable<void>;
    changesSaved: EventCallable<void>;
    draftDiscarded: EventCallable<void>;
    draftRestored: EventCallable<Values>;
    edited: Unit<unknown>[];
    $values: Store<Values>;
    $initial: Store<Values>;
  };
}) {
  const { newFormOpened, storedOpened, formClosed, changesSaved, draftDiscarded, draftRestored } = units;
  /** The storage entry of the place on screen. */
  const $key = createStore<string | null>(null)
    .on(newFormOpened, () => placeDraftKey(form, 'new'))
    .on(storedOpened, (_, stored) => placeDraftKey(form, idOf(stored)))
    .reset(signedOut);

  sample({ clock: [newFormOpened, storedOpened], source: $key, filter: Boolean, target: readFormDraftFx });
  /** The stored changes to put back, if they are this place's and changes to it as it is now. */
  const restorable = sample({
    clock: readFormDraftFx.done,
    source: { key: $key, initial: units.$initial },
    fn: ({ key, initial }, { params, result }): { values: Values | null } => {
      const kept = key === params ? placeDraftOf(result, empty) : null;
      const changes = kept && sameValues(kept.base, initial) && !sameValues(kept.values, initial);
      return { values: changes ? kept.values : null };
    },
  });
  sample({
    clock: restorable,
    filter: ({ values }) => values !== null,
    fn: ({ values }) => values as Values,
    target: draftRestored,
  });

  // Each change is kept as it is made; a form back where it started keeps nothing.
  sample({
    clock: units.edited,
    source: { key: $key, values: units.$values, base: units.$initial },
    filter: ({ key }) => key !== null,
    fn: ({ key, values, base }) => ({
      key: key as string,
      draft: sameValues(values, base) ? null : { base, values },
    }),
    target: keepFormDraftFx,
  });
  sample({
    clock: [changesSaved, draftDiscarded, formClosed],
    source: $key,
    filter: Boolean,
    fn: (key) => ({ key, draft: null }),
    target: keepFormDraftFx,
  });
}

function withoutError<Errors extends object>(errors: Errors, field: keyof Errors): Errors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
