import { createEvent, sample, type Event, type StoreWritable, type Unit } from 'effector';

import { formDraftKey, keepFormDraftFx, readFormDraftFx, shapedLike } from './draft-storage';

/** A short form whose fields are all text, and the units that open and fill it. */
export interface FormDraftConfig<Values extends Record<keyof Values, string>> {
  /** The form's entry in storage: one per form, not per visit. */
  name: string;
  /** The form as it opens with nothing typed: what is kept is checked against its fields. */
  empty: Values;
  /** What the form holds now; the draft writes back into it when it is restored. */
  $values: StoreWritable<Values>;
  /** The form came onto the screen (a mount, after a reload too): its draft is read then. */
  opened: Unit<unknown>;
}

/**
 * Keeps what was typed into a short form over a reload (decision 0028): each change is written as it
 * is made, the form opened again gets it back, and a form back at its empty values keeps nothing, so
 * a form that resets once it is sent or left forgets its draft by resetting. `restored` tells the
 * form that the values came from storage, not from the user.
 */
export function keepFormDraft<Values extends Record<keyof Values, string>>({
  name,
  empty,
  $values,
  opened,
}: FormDraftConfig<Values>): { restored: Event<Values> } {
  const key = formDraftKey(name);
  const restored = createEvent<Values>();
  const fields = Object.keys(empty) as (keyof Values)[];
  const isEmpty = (values: Values) => fields.every((field) => values[field] === empty[field]);

  sample({ clock: opened, fn: () => key, target: readFormDraftFx });
  sample({
    clock: readFormDraftFx.done,
    filter: ({ params, result }) => params === key && shapedLike(result, empty) && !isEmpty(result),
    // Only the form's own fields: an entry may carry more (storage is the user's to edit).
    fn: ({ result }) =>
      Object.fromEntries(fields.map((field) => [field, (result as Values)[field]])) as unknown as Values,
    target: restored,
  });
  sample({ clock: restored, target: $values });
  sample({
    clock: $values.updates,
    fn: (values) => ({ key, draft: isEmpty(values) ? null : values }),
    target: keepFormDraftFx,
  });
  return { restored };
}
