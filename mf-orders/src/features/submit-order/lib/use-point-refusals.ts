import { useStoreMap } from 'effector-react';

import { $platformFieldErrors } from '../model/submit-model';
import type { PointFieldName } from './field-errors';

/** No platform words for a point's fields: one object, so a point without any does not re-render. */
const NO_FIELD_ERRORS: Partial<Record<PointFieldName, string>> = Object.freeze({});

/**
 * What the platform said of one point's fields when it refused the order (VALIDATION_ERROR), for
 * the desktop point card and the phone's address step alike.
 */
export function usePointRefusals(index: number): Partial<Record<PointFieldName, string>> {
  return useStoreMap({
    store: $platformFieldErrors,
    keys: [index],
    fn: (errors, [position]) => errors?.points[position] ?? NO_FIELD_ERRORS,
  });
}
