import { formDraftKey, shapedLike } from '../form-draft';

/**
 * A place form's draft (decision 0028): kept with every form's drafts (`form-draft`), one entry per
 * form and place, so that a warehouse's changes never open over another warehouse.
 */

/** What a form had when the user started changing it, and what it holds now. */
export interface PlaceDraft<Values> {
  base: Values;
  values: Values;
}

/** The entry of one form's place: `new`, or a stored place's id. */
export const placeDraftKey = (form: string, place: number | 'new'): string =>
  formDraftKey(`place.${form}.${place}`);

/**
 * A stored draft that has the shape of the form's values (`empty`: each field a string, or a
 * coordinate that is a number or null), else null: storage is the user's to edit, and an entry of an
 * older build must not break the form.
 */
export function placeDraftOf<Values extends object>(
  stored: unknown,
  empty: Values,
): PlaceDraft<Values> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { base, values } = stored as Record<string, unknown>;
  return shapedLike(base, empty) && shapedLike(values, empty) ? { base, values } : null;
}
