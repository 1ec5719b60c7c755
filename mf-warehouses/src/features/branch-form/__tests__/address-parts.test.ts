import { branchInputSchema } from '@cabinet/shared/contract';

import { readPlatformFailure } from '@cabinet/shared/contract';
import { makeBranch, refusal } from '../../../entities/branch/__tests__/fixtures';
import { FIELD_LIMITS } from '../lib/field-limits';
import { EMPTY_VALUES, inputOf, sameValues, valuesOf, type BranchFormValues } from '../lib/form-values';
import { readSaveRefusal } from '../lib/server-errors';
import { validateForm } from '../lib/validate-form';

const FILLED: BranchFormValues = {
  ...EMPTY_VALUES,
  name: 'Склад',
  addressText: 'проспект Абая, 10',
  street: 'проспект Абая',
  building: '10',
  latitude: 43.24,
  longitude: 76.9,
  phone: '+7 701 123 45 67',
};

const PARTS = ['entrance', 'floor', 'apartment', 'intercom'] as const;

describe("a warehouse's entrance, floor, apartment and intercom", () => {
  it('are sent trimmed with the rest of the branch, and shown again from the stored branch', () => {
    const input = inputOf({ ...FILLED, entrance: ' 2 ', floor: '5', apartment: '512', intercom: '512К' });
    expect(input).toMatchObject({ entrance: '2', floor: '5', apartment: '512', intercom: '512К' });
    const stored = makeBranch(3, { entrance: '2', floor: '5', apartment: '512', intercom: '512К' });
    expect(valuesOf(stored)).toMatchObject({ entrance: '2', floor: '5', apartment: '512', intercom: '512К' });
  });

  it("are sent only when filled: the platform stores '' for one left out, so a PUT still clears it", () => {
    const input = inputOf({ ...FILLED, entrance: '2', floor: '  ' });
    expect(input.entrance).toBe('2');
    expect(input).not.toHaveProperty('floor');
    expect(input).not.toHaveProperty('apartment');
    expect(input).not.toHaveProperty('intercom');
  });

  it("are '' in the form when the platform leaves them out (they are beyond the spec)", () => {
    expect(valuesOf(makeBranch(3))).toMatchObject({ entrance: '', floor: '', apartment: '', intercom: '' });
  });

  it('are optional, and a changed one is an unsaved change', () => {
    expect(validateForm(FILLED)).toEqual({});
    expect(sameValues(FILLED, { ...FILLED, intercom: '12' })).toBe(false);
    expect(sameValues(FILLED, { ...FILLED, floor: '  ' })).toBe(true);
  });

  it.each(PARTS)('%s holds the contract limit of 50 characters', (part) => {
    expect(FIELD_LIMITS[part]).toBe(50);
    expect(branchInputSchema.shape[part].unwrap().maxLength).toBe(FIELD_LIMITS[part]);
    expect(validateForm({ ...FILLED, [part]: 'я'.repeat(50) })[part]).toBeUndefined();
    expect(validateForm({ ...FILLED, [part]: 'я'.repeat(51) })[part]).toEqual({ kind: 'tooLong', max: 50 });
  });

  it("show the platform's refusal of each beside its own field", () => {
    const refused = readSaveRefusal(
      readPlatformFailure(
        refusal(400, 'VALIDATION_ERROR', {
          entrance: 'Слишком длинный подъезд',
          intercom: 'Слишком длинный домофон',
        }),
      ),
    );
    expect(refused?.errors).toEqual({
      entrance: { kind: 'server', message: 'Слишком длинный подъезд' },
      intercom: { kind: 'server', message: 'Слишком длинный домофон' },
    });
  });
});
