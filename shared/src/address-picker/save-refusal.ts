import type { PlatformFailure } from '@cabinet/shared/contract';

/** What a refused save puts beside a place form's field: the platform's words, or the zone refusal. */
export type RefusalError = { kind: 'server'; message: string } | { kind: 'addressOutsideZone' };

/** A refused save as a place form shows it: errors beside fields, and a line for the form when none fits. */
export interface SaveRefusal<Field extends string> {
  errors: Partial<Record<Field | 'address', RefusalError>>;
  /** The platform's words that no field can carry, or null. */
  formMessage: string | null;
}

/**
 * A 400 of a place's POST/PUT (a saved address, a warehouse) read for its form, which explains it
 * itself (§8 leaves a 400 to the screen): a VALIDATION_ERROR's `fields` beside the fields
 * `serverFields` maps them to (by the first part of the dotted path; the first message per field),
 * WRONG_ADDRESS_ZONE beside the address, and anything else as one line above the buttons. Null for
 * any other failure, which the form words itself.
 */
export function readPlaceSaveRefusal<Field extends string>(
  failure: PlatformFailure,
  serverFields: Readonly<Record<string, Field>>,
): SaveRefusal<Field> | null {
  if (failure.status !== 400) return null;
  if (failure.code === 'WRONG_ADDRESS_ZONE') {
    const errors: SaveRefusal<Field>['errors'] = {};
    errors.address = { kind: 'addressOutsideZone' };
    return { errors, formMessage: null };
  }
  const errors: SaveRefusal<Field>['errors'] = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(failure.fields)) {
    const field = serverFields[path.split('.')[0] ?? ''];
    if (field === undefined) unplaced.push(message);
    else errors[field] ??= { kind: 'server', message };
  }
  const placed = Object.keys(errors).length > 0;
  const formMessage =
    unplaced.length > 0 ? unplaced.join('; ') : placed ? null : (failure.message ?? failure.code ?? null);
  return { errors, formMessage };
}
