import '../../../shared/i18n';
import { readFieldErrors } from '../lib/field-errors';
import { readSubmitFailure } from '../lib/submit-failure';

const refusal = (detail: Record<string, unknown>) =>
  Object.assign(new Error('refused'), { response: { status: 400, data: { detail } } });

describe('a platform VALIDATION_ERROR of the create call', () => {
  it('places each named field of a point and the order comment', () => {
    expect(
      readFieldErrors({
        'points.1.address.apartment': 'Не больше 50 символов',
        'points.1.address.street': 'Обязательное поле',
        'points.0.contact_info.phone_number': 'Неверный номер',
        'points.0.contact_info.contact_name': 'Не больше 200 символов',
        comment: 'Не больше 1000 символов',
        tariff_id: 'Неизвестный тариф',
      }),
    ).toEqual({
      points: {
        0: { phone_number: 'Неверный номер', contact_name: 'Не больше 200 символов' },
        1: { apartment: 'Не больше 50 символов', address: 'Обязательное поле' },
      },
      comment: 'Не больше 1000 символов',
    });
  });

  it('is none when no field of the form is named', () => {
    expect(readFieldErrors({ tariff_id: 'Неизвестный тариф', _: 'Некорректный JSON' })).toBeNull();
  });

  it('reads as "check the marked fields" with the fields, instead of an unexpected error', () => {
    const failure = readSubmitFailure(
      refusal({
        code: 'VALIDATION_ERROR',
        message: 'Некорректные данные запроса',
        fields: { 'points.1.address.apartment': 'Не больше 50 символов' },
      }),
    );
    expect(failure).toEqual({
      code: 'VALIDATION_ERROR',
      title: 'Платформа не приняла заказ',
      text: 'Исправьте отмеченные поля и отправьте заказ ещё раз.',
      fields: { points: { 1: { apartment: 'Не больше 50 символов' } }, comment: null },
    });
  });

  it('leaves other refusals as they were', () => {
    expect(readSubmitFailure(refusal({ code: 'BALANCE_IS_NOT_ENOUGH_TO_PAY' }))?.fields).toBeUndefined();
  });
});
