import { readPlatformFailure } from '@cabinet/shared/contract';
import { refusal } from '../../../entities/branch/__tests__/fixtures';
import { EMPTY_VALUES, inputOf, sameValues, type BranchFormValues } from '../lib/form-values';
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
  phone: '8 727 123 45 67',
};

describe("the warehouse form's own checks", () => {
  it('pass a complete form, with a landline of Almaty too', () => {
    expect(validateForm(FILLED)).toEqual({});
    expect(inputOf(FILLED).phone_number).toBe('+77271234567');
  });

  it('want a name, an address picked from the suggestions and a phone', () => {
    expect(validateForm(EMPTY_VALUES)).toEqual({
      name: { kind: 'required' },
      address: { kind: 'required' },
      phone: { kind: 'required' },
    });
    expect(validateForm({ ...FILLED, name: '   ' }).name).toEqual({ kind: 'required' });
    expect(
      validateForm({ ...FILLED, addressText: 'Абая 10', latitude: null, longitude: null }).address,
    ).toEqual({ kind: 'addressNotPicked' });
  });

  it.each(['12345', '+1 202 555 0100', '+7 701 123', 'телефон'])(
    'refuse %s as a Kazakhstan phone',
    (phone) => {
      expect(validateForm({ ...FILLED, phone }).phone).toEqual({ kind: 'phoneInvalid' });
    },
  );

  it('refuse working hours with a time no clock shows, and keep free text', () => {
    expect(validateForm({ ...FILLED, workingHours: '09:00–25:00' }).workingHours).toEqual({
      kind: 'timeInvalid',
      time: '25:00',
    });
    expect(validateForm({ ...FILLED, workingHours: 'круглосуточно' }).workingHours).toBeUndefined();
    expect(validateForm({ ...FILLED, workingHours: '00:00–24:00' }).workingHours).toBeUndefined();
  });

  it('hold the platform length limits (spaces around do not count)', () => {
    expect(validateForm({ ...FILLED, name: 'я'.repeat(201) }).name).toEqual({ kind: 'tooLong', max: 200 });
    expect(validateForm({ ...FILLED, name: ` ${'я'.repeat(200)} ` }).name).toBeUndefined();
    expect(validateForm({ ...FILLED, comment: 'я'.repeat(501) }).comment).toEqual({
      kind: 'tooLong',
      max: 500,
    });
    expect(validateForm({ ...FILLED, workingHours: '9'.repeat(51) }).workingHours).toEqual({
      kind: 'tooLong',
      max: 50,
    });
  });

  it('call a form with only spaces changed unchanged', () => {
    expect(sameValues(FILLED, { ...FILLED, name: ' Склад ' })).toBe(true);
    expect(sameValues(FILLED, { ...FILLED, latitude: 43.25 })).toBe(false);
  });
});

describe("the platform's refusals", () => {
  const read = (error: unknown) => readSaveRefusal(readPlatformFailure(error));

  it('put VALIDATION_ERROR fields beside the form fields, the address parts beside the address', () => {
    expect(
      read(
        refusal(400, 'VALIDATION_ERROR', {
          street: 'Слишком длинная улица',
          building: 'Слишком длинный дом',
          contact_name: 'Слишком длинное имя',
          'phone_number.0': 'Неверный телефон',
        }),
      ),
    ).toEqual({
      errors: {
        address: { kind: 'server', message: 'Слишком длинная улица' },
        contactName: { kind: 'server', message: 'Слишком длинное имя' },
        phone: { kind: 'server', message: 'Неверный телефон' },
      },
      formMessage: null,
    });
  });

  it('say for the whole form what fits no field, and the message of another 400', () => {
    expect(read(refusal(400, 'VALIDATION_ERROR', { _: 'Тело запроса пустое' }))).toEqual({
      errors: {},
      formMessage: 'Тело запроса пустое',
    });
    expect(read(refusal(400, 'BAD_JSON', undefined, 'Тело запроса не является корректным JSON'))).toEqual({
      errors: {},
      formMessage: 'Тело запроса не является корректным JSON',
    });
    expect(read(refusal(400, 'WRONG_ADDRESS_ZONE'))).toEqual({
      errors: { address: { kind: 'addressOutsideZone' } },
      formMessage: null,
    });
  });

  it('leave any other failure to the error pipeline', () => {
    expect(read(refusal(500, 'INTERNAL_ERROR'))).toBeNull();
    expect(read(new Error('Network Error'))).toBeNull();
  });
});
