import { createEffect, sample } from 'effector';

import { signedOut } from '@cabinet/shared';

/**
 * Where a place form keeps what was typed and not saved: the tab's session storage, one entry per
 * form and place (`<prefix><form>.<new | id>`). It outlives a reload or a phone's browser dropping
 * the tab, not the tab itself, and not the session: signing out forgets every entry. Bundled with
 * each app (not a key of the core), so a remote released alone needs nothing new from the shell.
 */
const PREFIX = 'cabinet.place-draft.v1.';

/** What a form had when the user started changing it, and what it holds now. */
export interface PlaceDraft<Values> {
  base: Values;
  values: Values;
}

/** The entry of one form's place: `new`, or a stored place's id. */
export const placeDraftKey = (form: string, place: number | 'new'): string => `${PREFIX}${form}.${place}`;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The stored draft of `key`, unread (checked by its form against its own values), or null. */
export const readPlaceDraftFx = createEffect((key: string): unknown => {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
});

/** Keeps a draft, or forgets it (`draft: null`); storage that is full or forbidden keeps nothing. */
export const keepPlaceDraftFx = createEffect(
  ({ key, draft }: { key: string; draft: PlaceDraft<unknown> | null }) => {
    try {
      if (draft) storage()?.setItem(key, JSON.stringify(draft));
      else storage()?.removeItem(key);
    } catch {
      // Nothing is kept where nothing can be kept: the form itself still holds the values.
    }
  },
);

/** Forgets the drafts of every place form: what one account typed never reaches the next. */
export const forgetPlaceDraftsFx = createEffect(() => {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) kept.removeItem(key);
  } catch {
    // Forbidden storage holds no drafts.
  }
});

sample({ clock: signedOut, target: forgetPlaceDraftsFx });

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
  return isValues(base, empty) && isValues(values, empty) ? { base, values } : null;
}

function isValues<Values extends object>(value: unknown, empty: Values): value is Values {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(empty).every(([field, blank]) => {
    const kept = record[field];
    return blank === null
      ? kept === null || (typeof kept === 'number' && Number.isFinite(kept))
      : typeof kept === typeof blank;
  });
}
