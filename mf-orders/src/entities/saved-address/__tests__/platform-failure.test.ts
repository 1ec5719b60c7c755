import { readAddressFailure } from '../lib/platform-failure';
import { refusal } from './fixtures';

describe('reading a failed addresses call', () => {
  it('takes status, code, message and the text fields of a VALIDATION_ERROR', () => {
    expect(
      readAddressFailure(
        refusal(400, 'VALIDATION_ERROR', { phone_number: 'Слишком длинный', _: 'Не больше 500' }, 'Ошибка'),
      ),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Ошибка',
      fields: { phone_number: 'Слишком длинный', _: 'Не больше 500' },
    });
  });

  it('reads no answer (network, timeout) as no status', () => {
    expect(readAddressFailure(new Error('Network Error'))).toEqual({
      status: null,
      code: null,
      message: null,
      fields: {},
    });
    expect(readAddressFailure(null).status).toBeNull();
  });
});
