import { makeSavedAddress, refusal } from '../../../entities/saved-address/__tests__/fixtures';
import { readPlatformFailure } from '@cabinet/shared/contract';
import { parseDistance } from '../lib/distance';
import { EMPTY_VALUES, inputOf, sameValues, valuesOf, type AddressFormValues } from '../lib/form-values';
import { readSaveRefusal } from '../lib/server-errors';
import { validateForm } from '../lib/validate-form';

const FILLED: AddressFormValues = {
  ...EMPTY_VALUES,
  addressText: 'проспект Абая, 10',
  street: 'проспект Абая',
  building: '10',
  latitude: 43.24,
  longitude: 76.9,
};

describe('the max order distance as typed', () => {
  it.each([
    ['10', 10],
    ['2,5', 2.5],
    [' 2.5 ', 2.5],
    ['', null],
    ['  ', null],
  ])('reads %j as %p km', (text, km) => {
    expect(parseDistance(text)).toBe(km);
  });

  it.each(['-3', '10 км', '1e3', 'десять', '2,5,1'])('reads %j as no number', (text) => {
    expect(parseDistance(text)).toBeNaN();
  });
});

describe("the saved-address form's own checks", () => {
  it('pass an address picked from the suggestions alone: contact, phone and distance are optional', () => {
    expect(validateForm(FILLED)).toEqual({});
  });

  it('want an address, picked from the suggestions', () => {
    expect(validateForm(EMPTY_VALUES)).toEqual({ address: { kind: 'required' } });
    expect(
      validateForm({ ...FILLED, addressText: 'Абая 10', latitude: null, longitude: null }).address,
    ).toEqual({ kind: 'addressNotPicked' });
  });

  it.each(['12345', '+1 202 555 0100', 'телефон'])('refuse %s as a Kazakhstan phone', (phone) => {
    expect(validateForm({ ...FILLED, phone }).phone).toEqual({ kind: 'phoneInvalid' });
  });

  it.each(['0', '0,0', '500,5', '501', 'десять', '-1'])(
    'refuse %j km: a distance is above 0 and at most 500',
    (maxDistance) => {
      expect(validateForm({ ...FILLED, maxDistance }).maxDistance).toEqual({
        kind: 'distanceInvalid',
        max: 500,
      });
    },
  );

  it.each(['0,5', '10', '500'])('take %j km', (maxDistance) => {
    expect(validateForm({ ...FILLED, maxDistance }).maxDistance).toBeUndefined();
  });

  it('hold the platform length limits (spaces around do not count)', () => {
    expect(validateForm({ ...FILLED, entrance: '1'.repeat(51) }).entrance).toEqual({
      kind: 'tooLong',
      max: 50,
    });
    expect(validateForm({ ...FILLED, intercom: ` ${'1'.repeat(50)} ` }).intercom).toBeUndefined();
    expect(validateForm({ ...FILLED, extraInfo: 'я'.repeat(501) }).extraInfo).toEqual({
      kind: 'tooLong',
      max: 500,
    });
    expect(validateForm({ ...FILLED, contactName: 'я'.repeat(201) }).contactName).toEqual({
      kind: 'tooLong',
      max: 200,
    });
  });
});

describe('what the form sends and shows', () => {
  it('sends every field of a sender address: the phone with its plus, the distance in km', () => {
    expect(
      inputOf({
        ...FILLED,
        entrance: ' 2 ',
        floor: '5',
        contactName: 'Айгерим',
        phone: '8 (701) 123-45-67',
        maxDistance: '2,5',
      }),
    ).toEqual({
      street: 'проспект Абая',
      building: '10',
      entrance: '2',
      floor: '5',
      apartment: '',
      intercom: '',
      extra_info: '',
      latitude: 43.24,
      longitude: 76.9,
      contact_name: 'Айгерим',
      phone_number: '+77011234567',
      is_customer: false,
      max_order_distance: 2.5,
    });
    expect(inputOf(FILLED)).toMatchObject({ phone_number: '', max_order_distance: null });
  });

  it('shows a stored address as it was typed: its line, the phone written out, the distance with a comma', () => {
    const values = valuesOf(
      makeSavedAddress(3, { phone_number: '+77011234567', max_order_distance: 7.5, floor: '2' }),
    );
    expect(values).toMatchObject({
      addressText: 'проспект Абая, 3',
      phone: '+7 701 123 45 67',
      maxDistance: '7,5',
      floor: '2',
    });
    expect(valuesOf(makeSavedAddress(4)).maxDistance).toBe('');
  });

  it('calls a form with only spaces changed unchanged', () => {
    expect(sameValues(FILLED, { ...FILLED, maxDistance: ' ' })).toBe(true);
    expect(sameValues(FILLED, { ...FILLED, maxDistance: '3' })).toBe(false);
    expect(sameValues(FILLED, { ...FILLED, longitude: 76.91 })).toBe(false);
  });
});

describe("the platform's refusals", () => {
  const read = (error: unknown) => readSaveRefusal(readPlatformFailure(error));

  it('put VALIDATION_ERROR fields beside the form fields, the address parts beside the address', () => {
    expect(
      read(
        refusal(400, 'VALIDATION_ERROR', {
          street: 'Слишком длинная улица',
          latitude: 'Неверная широта',
          phone_number: 'Слишком длинный номер',
          max_order_distance: 'Число должно быть не больше 500',
          extra_info: 'Слишком длинный комментарий',
        }),
      ),
    ).toEqual({
      errors: {
        address: { kind: 'server', message: 'Слишком длинная улица' },
        phone: { kind: 'server', message: 'Слишком длинный номер' },
        maxDistance: { kind: 'server', message: 'Число должно быть не больше 500' },
        extraInfo: { kind: 'server', message: 'Слишком длинный комментарий' },
      },
      formMessage: null,
    });
  });

  it('say for the whole form what fits no field, and the message of another 400', () => {
    expect(read(refusal(400, 'VALIDATION_ERROR', { _: 'Не больше 500' }, 'Слишком много адресов'))).toEqual({
      errors: {},
      formMessage: 'Не больше 500',
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

  it('leave any other failure to the form line', () => {
    expect(read(refusal(404, 'ADDRESS_NOT_FOUND'))).toBeNull();
    expect(read(refusal(500, 'INTERNAL_ERROR'))).toBeNull();
    expect(read(new Error('Network Error'))).toBeNull();
  });
});
