import type { PlatformFailure } from '@cabinet/shared/contract';

import { readPlaceSaveRefusal } from '..';

const FIELDS = { street: 'address', phone_number: 'phone', name: 'name' } as const;
const failure = (overrides: Partial<PlatformFailure>): PlatformFailure => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Проверьте поля',
  fields: {},
  timedOut: false,
  ...overrides,
});

describe('readPlaceSaveRefusal: a refused save of a place, as its form shows it', () => {
  it('puts each named field beside its field, the first message per field', () => {
    const refusal = readPlaceSaveRefusal(
      failure({
        fields: { 'street.0': 'Пустая улица', street: 'Вторая', phone_number: 'Неверный номер' },
      }),
      FIELDS,
    );
    expect(refusal).toEqual({
      errors: {
        address: { kind: 'server', message: 'Пустая улица' },
        phone: { kind: 'server', message: 'Неверный номер' },
      },
      formMessage: null,
    });
  });

  it('says what no field can carry above the buttons, and the message when nothing was named', () => {
    expect(
      readPlaceSaveRefusal(failure({ fields: { name: 'Занято', _: 'Слишком много адресов' } }), FIELDS),
    ).toEqual({
      errors: { name: { kind: 'server', message: 'Занято' } },
      formMessage: 'Слишком много адресов',
    });
    expect(readPlaceSaveRefusal(failure({ code: 'BAD_JSON', message: null }), FIELDS)).toEqual({
      errors: {},
      formMessage: 'BAD_JSON',
    });
  });

  it('puts an address outside the zones beside the address, and leaves any other failure to the form', () => {
    expect(readPlaceSaveRefusal(failure({ code: 'WRONG_ADDRESS_ZONE' }), FIELDS)).toEqual({
      errors: { address: { kind: 'addressOutsideZone' } },
      formMessage: null,
    });
    expect(readPlaceSaveRefusal(failure({ status: 404, code: 'BRANCH_NOT_FOUND' }), FIELDS)).toBeNull();
    expect(readPlaceSaveRefusal(failure({ status: null, code: null }), FIELDS)).toBeNull();
  });
});
