import { addressInputSchema } from '@cabinet/shared/contract';

import { SAVED_ADDRESS_LIMITS } from '../lib/limits';

/** The `max()` of a contract string field, with or without `.default('')`. */
function maxLengthOf(schema: unknown): number | null {
  const inner =
    typeof (schema as { unwrap?: unknown }).unwrap === 'function'
      ? (schema as { unwrap: () => unknown }).unwrap()
      : schema;
  return (inner as { maxLength: number | null }).maxLength;
}

describe('the saved address limits', () => {
  const { shape } = addressInputSchema;

  it('are the lengths the contract schema checks, field by field', () => {
    expect(SAVED_ADDRESS_LIMITS.street).toBe(maxLengthOf(shape.street));
    for (const part of [shape.building, shape.entrance, shape.floor, shape.apartment, shape.intercom]) {
      expect(maxLengthOf(part)).toBe(SAVED_ADDRESS_LIMITS.addressPart);
    }
    expect(SAVED_ADDRESS_LIMITS.extraInfo).toBe(maxLengthOf(shape.extra_info));
    expect(SAVED_ADDRESS_LIMITS.contactName).toBe(maxLengthOf(shape.contact_name));
    expect(SAVED_ADDRESS_LIMITS.phone).toBe(maxLengthOf(shape.phone_number));
  });

  it('take a max order distance above 0 up to 500 km, or none', () => {
    const distance = shape.max_order_distance;
    expect(SAVED_ADDRESS_LIMITS.maxOrderDistanceKm).toBe(500);
    expect(distance.safeParse(500).success).toBe(true);
    expect(distance.safeParse(0.1).success).toBe(true);
    expect(distance.safeParse(null).success).toBe(true);
    expect(distance.safeParse(500.01).success).toBe(false);
    expect(distance.safeParse(0).success).toBe(false);
  });
});
