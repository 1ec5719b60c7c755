import { allSettled, fork, type Scope } from 'effector';

import {
  $errorCounter,
  $errorModal,
  $toasts,
  $authToken,
  customErrorRaised,
  redirectToSignInFx,
  requestFailed,
  requestSucceeded,
  restoreErrorCounterFx,
  runtimeConfigLoaded,
  sendErrorReportFx,
  waitToastLifetimeFx,
  type RequestFailure,
} from '@cabinet/shared';
import { testRuntimeConfig } from '@cabinet/shared/testing';

const config = testRuntimeConfig({ bot: { url: 'http://bot', chatId: 'errors' } });

const failure = (overrides: Partial<RequestFailure> = {}): RequestFailure => ({
  url: '/rocket/v0/deliveries/groups',
  method: 'POST',
  status: 500,
  code: null,
  message: null,
  timedOut: false,
  noResponse: false,
  payload: { points: [] },
  ...overrides,
});

function setup() {
  const report = jest.fn().mockResolvedValue(true);
  // The real effect answers the path the user was on; the sign-in flow starts unless it is /login.
  const redirect = jest.fn(() => '/orders/new');
  const scope = fork({
    values: [[$authToken, 'token']],
    handlers: [
      [sendErrorReportFx, report],
      [redirectToSignInFx, redirect],
      // The toast's lifetime is the toasts model's business; here it never ends.
      [waitToastLifetimeFx, async () => 'no-such-toast'],
    ],
  });
  return { scope, report, redirect };
}

async function fail(scope: Scope, value: RequestFailure) {
  await allSettled(requestFailed, { scope, params: value });
}

describe('the error pipeline of §8', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a 500 in the modal with the server-error text and reports it', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    await fail(scope, failure());
    expect(scope.getState($errorModal)).toEqual({
      title: 'Ошибка сервера',
      text: expect.stringContaining('Перезагрузите страницу'),
      status: 500,
      counter: 1,
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0]).toMatchObject({
      botUrl: 'http://bot',
      chatId: 'errors',
      report: { url: '/rocket/v0/deliveries/groups', method: 'POST', status: 500, payload: { points: [] } },
    });
  });

  it('counts the same error twice, so the modal offers support the second time', async () => {
    const { scope } = setup();
    await fail(scope, failure({ status: 422, code: 'CITY_IS_CLOSED' }));
    await fail(scope, failure({ status: 422, code: 'CITY_IS_CLOSED' }));
    expect(scope.getState($errorModal)).toMatchObject({ title: 'Доставка сейчас недоступна', counter: 2 });
    expect(JSON.parse(sessionStorage.getItem('cabinet.error-counter') ?? 'null')).toMatchObject({
      counter: 2,
    });
  });

  it('clears the counter when the same url succeeds', async () => {
    const { scope } = setup();
    await fail(scope, failure());
    await allSettled(requestSucceeded, {
      scope,
      params: { url: '/rocket/v0/deliveries/groups', method: 'POST', status: 201 },
    });
    expect(scope.getState($errorCounter)).toBeNull();
    expect(sessionStorage.getItem('cabinet.error-counter')).toBeNull();
  });

  it('counts but shows no modal and sends no report for a skip-listed failure', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    await fail(scope, failure({ url: '/rocket/v0/common/configs/get', status: 500 }));
    expect(scope.getState($errorModal)).toBeNull();
    expect(scope.getState($errorCounter)).toMatchObject({ counter: 1 });
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves a 400 to the screen that made the call', async () => {
    const { scope } = setup();
    await fail(scope, failure({ status: 400, code: 'VALIDATION_ERROR' }));
    expect(scope.getState($errorModal)).toBeNull();
    expect(scope.getState($errorCounter)).toBeNull();
  });

  it('signs the user out and sends them to sign in on a 401', async () => {
    const { scope, redirect } = setup();
    await fail(scope, failure({ status: 401, code: 'NOT_AUTHENTICATED' }));
    expect(scope.getState($authToken)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(scope.getState($errorModal)).toBeNull();
  });

  it('shows a network failure as a toast, never a modal or a report', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    await fail(scope, failure({ status: null, noResponse: true }));
    expect(scope.getState($toasts).map((toast) => toast.content)).toEqual([
      'Ошибка сети: проверьте подключение к интернету',
    ]);
    expect(scope.getState($errorModal)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the timeout text when the call ran out of time', async () => {
    const { scope } = setup();
    await fail(scope, failure({ status: null, noResponse: true, timedOut: true }));
    expect(scope.getState($errorModal)).toMatchObject({
      title: 'Превышено время ожидания ответа',
      status: null,
    });
  });

  it('ignores a 404 that carries no platform code (noise)', async () => {
    const { scope, report } = setup();
    await fail(scope, failure({ status: 404 }));
    expect(scope.getState($errorModal)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows BEAUTIFUL_PARSING without reporting it', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    await fail(scope, failure({ status: 422, code: 'BEAUTIFUL_PARSING' }));
    expect(scope.getState($errorModal)).toMatchObject({ title: 'Не удалось разобрать данные', text: '' });
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['with the server message', 'Курьеры на перерыве', 'Курьеры на перерыве'],
    ['without one, the generic text', null, 'Что-то пошло не так на сервере'],
  ])('titles an unknown code "Непредвиденная ошибка" %s', async (_, message, text) => {
    const { scope } = setup();
    await fail(scope, failure({ status: 409, code: 'SOMETHING_NEW', message }));
    expect(scope.getState($errorModal)).toMatchObject({
      title: 'Непредвиденная ошибка',
      text: expect.stringContaining(text),
    });
  });

  it('raises a custom error with the stored history of the related request', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    await allSettled(requestSucceeded, {
      scope,
      params: {
        url: '/rocket/v0/deliveries/orders/tariffs',
        method: 'POST',
        status: 200,
        payload: { points: [[1, 2]] },
      },
    });
    await allSettled(customErrorRaised, {
      scope,
      params: { kind: 'no-tariffs', relatedUrl: '/rocket/v0/deliveries/orders/tariffs' },
    });
    expect(scope.getState($errorModal)).toMatchObject({
      title: 'Ошибка загрузки тарифов',
      status: 200,
      counter: 1,
    });
    expect(report.mock.calls[0][0].report).toMatchObject({
      code: 'no-tariffs',
      method: 'POST',
      payload: { points: [[1, 2]] },
    });
  });

  it('restores the counter from session storage and ignores a corrupt one', async () => {
    const { scope } = setup();
    sessionStorage.setItem('cabinet.error-counter', '{not json');
    await allSettled(restoreErrorCounterFx, { scope });
    expect(scope.getState($errorCounter)).toBeNull();
    sessionStorage.setItem(
      'cabinet.error-counter',
      JSON.stringify({ code: null, status: 500, url: '/rocket/v0/deliveries/groups', counter: 3 }),
    );
    await allSettled(restoreErrorCounterFx, { scope });
    await fail(scope, failure());
    expect(scope.getState($errorModal)).toMatchObject({ counter: 4 });
  });
});
