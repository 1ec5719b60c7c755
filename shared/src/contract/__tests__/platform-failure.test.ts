import { isDefinitiveAnswer } from '../idempotency';
import { readPlatformFailure } from '../platform-failure';

/** A refusal as the platform client rejects with it: an error carrying the answer. */
const refused = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    code: 'ERR_BAD_REQUEST',
    response: { status, data, headers: {} },
  });
/** A call that got no answer, as the platform client rejects with it. */
const unanswered = (code: string) => Object.assign(new Error(code), { code });

describe('readPlatformFailure: what a screen reads of a failed platform call (§8)', () => {
  it('reads the code, the message and the fields of a validation refusal in `detail`', () => {
    const error = refused(400, {
      detail: {
        code: 'VALIDATION_ERROR',
        message: 'Проверьте поля',
        fields: { phone_number: 'Неверный номер', 'points.0.address': 'Пустой адрес', count: 3 },
      },
    });
    expect(readPlatformFailure(error)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Проверьте поля',
      fields: { phone_number: 'Неверный номер', 'points.0.address': 'Пустой адрес' },
      timedOut: false,
    });
  });

  it('reads the code and the message from `data` when the server used it instead of `detail`', () => {
    const error = refused(402, { data: { code: 'BALANCE_IS_NOT_ENOUGH_TO_PAY', message: 'Мало средств' } });
    expect(readPlatformFailure(error)).toEqual({
      status: 402,
      code: 'BALANCE_IS_NOT_ENOUGH_TO_PAY',
      message: 'Мало средств',
      fields: {},
      timedOut: false,
    });
  });

  it('takes a bare text body as the message, and a body without an envelope as one', () => {
    expect(readPlatformFailure(refused(502, 'Bad Gateway'))).toEqual({
      status: 502,
      code: null,
      message: 'Bad Gateway',
      fields: {},
      timedOut: false,
    });
    expect(readPlatformFailure(refused(404, { code: 'BRANCH_NOT_FOUND', message: 'Нет склада' })).code).toBe(
      'BRANCH_NOT_FOUND',
    );
  });

  it('reads no answer as a null status, and anything unreadable as nulls', () => {
    const none = { status: null, code: null, message: null, fields: {}, timedOut: false };
    expect(readPlatformFailure(unanswered('ERR_NETWORK'))).toEqual(none);
    expect(readPlatformFailure(new Error('boom'))).toEqual(none);
    expect(readPlatformFailure(null)).toEqual(none);
    expect(readPlatformFailure(refused(500, { detail: { code: 7, message: ['x'] } }))).toEqual({
      ...none,
      status: 500,
    });
  });

  it("tells a call given up on (the client's timeout, axios' ETIMEDOUT) from one with no answer", () => {
    const gaveUp = { status: null, code: null, message: null, fields: {}, timedOut: true };
    expect(readPlatformFailure(unanswered('ECONNABORTED'))).toEqual(gaveUp);
    expect(readPlatformFailure(unanswered('ETIMEDOUT'))).toEqual(gaveUp);
    expect(readPlatformFailure(unanswered('ERR_NETWORK')).timedOut).toBe(false);
    expect(readPlatformFailure(unanswered('ERR_CANCELED')).timedOut).toBe(false);
    // An answer came: whatever the error's code, the call was not given up on.
    expect(
      readPlatformFailure(Object.assign(refused(504, 'Gateway Timeout'), { code: 'ECONNABORTED' })).timedOut,
    ).toBe(false);
  });
});

describe('isDefinitiveAnswer: when an attempt to create orders spent its idempotency key (decision 0008)', () => {
  it('ends a key on an answer the platform stored: a refusal below 500, but not 409 or 429', () => {
    expect(isDefinitiveAnswer(refused(400, { detail: { code: 'X', message: 'x' } }))).toBe(true);
    expect(isDefinitiveAnswer(refused(422, { detail: { code: 'IDEMPOTENCY_KEY_REUSED' } }))).toBe(true);
    expect(isDefinitiveAnswer(refused(409, { detail: { code: 'IDEMPOTENCY_KEY_IN_FLIGHT' } }))).toBe(false);
    expect(isDefinitiveAnswer(refused(429, { detail: { code: 'RATE_LIMITED' } }))).toBe(false);
    expect(isDefinitiveAnswer(refused(503, 'Service Unavailable'))).toBe(false);
  });

  it('keeps a key when no answer came: the orders may exist or not', () => {
    expect(isDefinitiveAnswer(unanswered('ERR_NETWORK'))).toBe(false);
    expect(isDefinitiveAnswer(unanswered('ECONNABORTED'))).toBe(false);
  });
});
