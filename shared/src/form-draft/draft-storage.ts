import { createEffect, sample } from 'effector';

import { signedOut } from '@cabinet/shared';

/**
 * Where a form keeps what was typed and not sent: the tab's session storage, one entry per form
 * (`<prefix><name>`). It outlives a reload or a phone's browser dropping the tab, not the tab itself,
 * and not the session: signing out forgets every entry. Bundled with each app (not a key of the
 * core), so a remote released alone needs nothing new from the shell (decision 0028).
 */
const PREFIX = 'cabinet.form-draft.v1.';

/** The storage entry of a form: its name, under the prefix that signing out sweeps. */
export const formDraftKey = (name: string): string => `${PREFIX}${name}`;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The stored draft of `key`, unread (its form checks it against its own values), or null. */
export const readFormDraftFx = createEffect((key: string): unknown => {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
});

/** Keeps a draft, or forgets it (`draft: null`); storage that is full or forbidden keeps nothing. */
export const keepFormDraftFx = createEffect(({ key, draft }: { key: string; draft: unknown }) => {
  try {
    if (draft === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing is kept where nothing can be kept: the form itself still holds the values.
  }
});

/** Forgets the drafts of every form: what one account typed never reaches the next. */
export const forgetFormDraftsFx = createEffect(() => {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) kept.removeItem(key);
  } catch {
    // Forbidden storage holds no drafts.
  }
});

sample({ clock: signedOut, target: forgetFormDraftsFx });

/**
 * Whether a stored value has the shape of a form's values (`empty`: each field a string, or a
 * coordinate that is a number or null): storage is the user's to edit, and an entry of an older
 * build must not break the form.
 */
export function shapedLike<Values extends object>(value: unknown, empty: Values): value is Values {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(empty).every(([field, blank]) => {
    const kept = record[field];
    return blank === null
      ? kept === null || (typeof kept === 'number' && Number.isFinite(kept))
      : typeof kept === typeof blank;
  });
}
