import { branchInputSchema } from '@cabinet/shared/contract';

import { BRANCH_LIMITS } from '../lib/limits';

/** The `max()` of a contract string field, with or without `.default('')`. */
function maxOf(schema: unknown): number | null {
  const inner =
    typeof (schema as { unwrap?: unknown }).unwrap === 'function'
      ? (schema as { unwrap: () => unknown }).unwrap()
      : schema;
  return (inner as { maxLength: number | null }).maxLength;
}

describe('the branch length limits', () => {
  it('are the ones the contract schema checks, field by field', () => {
    const { shape } = branchInputSchema;
    expect(BRANCH_LIMITS).toEqual({
      name: maxOf(shape.name),
      street: maxOf(shape.street),
      building: maxOf(shape.building),
      contactName: maxOf(shape.contact_name),
      phone: maxOf(shape.phone_number),
      workingHours: maxOf(shape.working_hours),
      comment: maxOf(shape.comment),
    });
    expect(BRANCH_LIMITS.name).toBe(200);
  });
});
