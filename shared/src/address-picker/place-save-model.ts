import { createEffect, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';

import { toastShown } from '@cabinet/shared';
import { readPlatformFailure, type PlatformFailure } from '@cabinet/shared/contract';

/** What a place form says about a save, in the user's language at the moment it says it. */
export interface PlaceSaveTexts<Stored> {
  /** Its own checks found errors, or the platform refused without a line of its own. */
  invalid: () => string;
  /** The platform refused with words that no field carries. */
  refused: (message: string) => string;
  created: (stored: Stored) => string;
  saved: (stored: Stored) => string;
  /** The place was deleted meanwhile (or belongs to nobody the user may edit). */
  gone: () => string;
  /** Any other failure: the form keeps what was typed. */
  failed: () => string;
}

/**
 * Saving a form that edits a place (a warehouse, a saved address), on the state of
 * createAddressFormModel: its own checks first, then POST for a new place or PUT for a stored one;
 * saved, a toast and nothing left unsaved; refused, the platform's reasons beside their fields (§8
 * leaves a 400 to the screen); otherwise a line above the buttons, and the form keeps what was typed.
 * One implementation, so the two forms cannot drift apart. Call it at module level, once per form.
 */
export function createPlaceSave<Values, Input, Stored, Field extends string, FieldError>({
  form,
  $storedId,
  validate,
  inputOf,
  create,
  update,
  readRefusal,
  isGone,
  texts,
}: {
  form: {
    $values: Store<Values>;
    /** The platform stored what the form holds (the form forgets its unsaved changes). */
    changesSaved: EventCallable<void>;
    errorsShown: EventCallable<{
      errors: Partial<Record<Field | 'address', FieldError>>;
      formMessage: string | null;
    }>;
    newFormOpened: EventCallable<void>;
    storedOpened: EventCallable<Stored>;
    formClosed: EventCallable<void>;
  };
  /** The stored place being edited; null for a new one. */
  $storedId: Store<number | null>;
  validate: (values: Values) => Partial<Record<Field | 'address', FieldError>>;
  inputOf: (values: Values) => Input;
  create: (input: Input) => Promise<Stored>;
  update: (id: number, input: Input) => Promise<Stored>;
  /** A 400 placed on the form's fields (readPlaceSaveRefusal with the form's map), or null. */
  readRefusal: (failure: PlatformFailure) => {
    errors: Partial<Record<Field | 'address', FieldError>>;
    formMessage: string | null;
  } | null;
  isGone: (failure: PlatformFailure) => boolean;
  texts: PlaceSaveTexts<Stored>;
}) {
  /** "Добавить" / "Сохранить". */
  const formSubmitted = createEvent();
  /** The platform stored the place: created or updated. */
  const placeSaved = createEvent<Stored>();

  /** POST for a new place, PUT for a stored one. */
  const savePlaceFx = createEffect(({ id, input }: { id: number | null; input: Input }) =>
    id === null ? create(input) : update(id, input),
  );
  const $saving = savePlaceFx.pending;

  /** The place the form saved last, for the page to move on to the list; null while editing. */
  const $savedPlace = createStore<Stored | null>(null)
    .on(placeSaved, (_, stored) => stored)
    .reset([form.newFormOpened, form.storedOpened, form.formClosed]);

  const checked = sample({
    clock: formSubmitted,
    source: { values: form.$values, id: $storedId, saving: $saving },
    filter: ({ saving }) => !saving,
    fn: ({ values, id }) => ({ values, id, errors: validate(values) }),
  });
  sample({
    clock: checked,
    filter: ({ errors }) => Object.keys(errors).length > 0,
    fn: ({ errors }) => ({ errors, formMessage: texts.invalid() }),
    target: form.errorsShown,
  });
  sample({
    clock: checked,
    filter: ({ errors }) => Object.keys(errors).length === 0,
    fn: ({ values, id }) => ({ id, input: inputOf(values) }),
    target: savePlaceFx,
  });

  sample({ clock: savePlaceFx.doneData, target: placeSaved });
  // Saved: nothing is unsaved any more, so leaving asks nothing.
  sample({ clock: placeSaved, target: form.changesSaved });
  sample({
    clock: savePlaceFx.done,
    fn: ({ params, result }) => (params.id === null ? texts.created(result) : texts.saved(result)),
    target: toastShown,
  });

  sample({
    clock: savePlaceFx.failData,
    fn: (error) => {
      const failure = readPlatformFailure(error);
      const refusal = readRefusal(failure);
      if (refusal) {
        return {
          errors: refusal.errors,
          formMessage: refusal.formMessage === null ? texts.invalid() : texts.refused(refusal.formMessage),
        };
      }
      return { errors: {}, formMessage: isGone(failure) ? texts.gone() : texts.failed() };
    },
    target: form.errorsShown,
  });

  return { formSubmitted, placeSaved, savePlaceFx, $saving, $savedPlace };
}
