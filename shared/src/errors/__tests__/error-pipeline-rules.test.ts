import { allSettled, createWatch, fork, type Scope } from 'effector';

import {
  $authToken,
  $errorCounter,
  $errorModal,
  $requestHistory,
  $toasts,
  $user,
  applyLangFx,
  classifyFailure,
  customErrorRaised,
  describeCustomError,
  describeFailure,
  describeOrderNotice,
  langChanged,
  rateLimited,
  redirectToSignInFx,
  requestFailed,
  requestSucceeded,
  restoreErrorCounterFx,
  runtimeConfigLoaded,
  sendErrorReportFx,
  signInRequested,
  startSignInFx,
  waitToastLifetimeFx,
  windowResized,
  type RequestFailure,
} from '@cabinet/shared';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

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

function setup(path = '/orders/new') {
  const report = jest.fn().mockResolvedValue(true);
  const signIn = jest.fn();
  const scope = fork({
    values: [[$authToken, 'token']],
    handlers: [
      [sendErrorReportFx, report],
      [redirectToSignInFx, () => path],
      [startSignInFx, signIn],
      [waitToastLifetimeFx, async () => 'no-such-toast'],
      [applyLangFx, () => undefined],
    ],
  });
  return { scope, report, signIn };
}

const fail = (scope: Scope, value: RequestFailure) => allSettled(requestFailed, { scope, params: value });
const toastTexts = (scope: Scope) => scope.getState($toasts).map((toast) => toast.content);

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('§8: how each failure is handled', () => {
  it.each<[string, Partial<RequestFailure>, ReturnType<typeof classifyFailure>]>([
    ['400: the screen shows it', { status: 400, code: 'VALIDATION_ERROR' }, 'field'],
    ['401: sign in again', { status: 401 }, 'unauthenticated'],
    ['no answer: network', { status: null, noResponse: true }, 'network'],
    ['no answer in time: a timeout, shown', { status: null, noResponse: true, timedOut: true }, 'modal'],
    ['429 after the retries', { status: 429, code: 'RATE_LIMITED' }, 'rate-limited'],
    ['404 without a code: noise', { status: 404 }, 'noise'],
    ['404 with a code', { status: 404, code: 'GROUP_DOES_NOT_EXIST' }, 'modal'],
    ['a skip-listed call', { url: '/rocket/v0/common/addresses', status: 502 }, 'silent'],
    ['anything else', { status: 503 }, 'modal'],
  ])('%s', (_, overrides, kind) => {
    expect(classifyFailure(failure(overrides))).toBe(kind);
  });

  it('a 429 the client has waited out twice is a toast to slow down: no modal, no count, no report', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: testRuntimeConfig() });
    await allSettled(rateLimited, { scope, params: { seconds: 7 } });
    await fail(scope, failure({ status: 429, code: 'RATE_LIMITED' }));
    expect(toastTexts(scope)).toEqual([
      'Слишком много запросов, повторим через 7 с',
      'Слишком много запросов. Подождите минуту и попробуйте снова.',
    ]);
    expect(scope.getState($errorModal)).toBeNull();
    expect(scope.getState($errorCounter)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('only a network failure makes the network toast', async () => {
    const { scope } = setup();
    await fail(scope, failure({ status: 503 }));
    await fail(scope, failure({ status: null, noResponse: true, timedOut: true }));
    expect(toastTexts(scope)).toEqual([]);
  });

  it('a 401 on the sign-in page itself does not start another sign-in', async () => {
    const onLogin = setup('/login?next=%2Forders');
    const requested = jest.fn();
    createWatch({ unit: signInRequested, scope: onLogin.scope, fn: requested });
    await fail(onLogin.scope, failure({ status: 401 }));
    expect(onLogin.scope.getState($authToken)).toBeNull();
    expect(requested).not.toHaveBeenCalled();

    const elsewhere = setup('/warehouses?page=2');
    createWatch({ unit: signInRequested, scope: elsewhere.scope, fn: requested });
    await fail(elsewhere.scope, failure({ status: 401 }));
    expect(requested).toHaveBeenCalledWith('/warehouses?page=2');
  });

  it('only a 401 ends the session: a server error or a refusal keeps the user signed in', async () => {
    for (const status of [403, 500]) {
      const { scope, signIn } = setup();
      await fail(scope, failure({ status, code: status === 403 ? 'FORBIDDEN' : null }));
      expect(scope.getState($authToken)).toBe('token');
      expect(signIn).not.toHaveBeenCalled();
    }
  });

  it('the page to come back to is where the user is', async () => {
    window.history.replaceState(null, '', '/reports?from=2026-11-01');
    await expect(redirectToSignInFx()).resolves.toBe('/reports?from=2026-11-01');
    window.history.replaceState(null, '', '/');
  });
});

describe('§8 reports to the bot chat', () => {
  it('need the runtime config: without it the modal shows and nothing is sent', async () => {
    const { scope, report } = setup();
    await fail(scope, failure());
    expect(scope.getState($errorModal)).not.toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('say who failed where: user, company, route, language and width', async () => {
    const { scope, report } = setup();
    window.history.replaceState(null, '', '/orders/new');
    await allSettled(runtimeConfigLoaded, {
      scope,
      params: testRuntimeConfig({ bot: { url: 'http://bot.test', chatId: 'cabinet-errors' } }),
    });
    await allSettled($user, { scope, params: testUserProfile({ id: 42 }) });
    await allSettled(langChanged, { scope, params: 'kk' });
    await allSettled(windowResized, { scope, params: 1200 });
    await fail(scope, failure({ status: 502, code: 'BAD_GATEWAY', payload: undefined }));
    expect(report).toHaveBeenCalledWith({
      botUrl: 'http://bot.test',
      chatId: 'cabinet-errors',
      report: {
        url: '/rocket/v0/deliveries/groups',
        method: 'POST',
        code: 'BAD_GATEWAY',
        status: 502,
        userId: 42,
        companyName: 'ТОО «Алма Логистик»',
        payload: null,
        state: { route: '/orders/new', lang: 'ru', width: 1200 },
      },
    });
    window.history.replaceState(null, '', '/');
  });

  it('name no one when no profile is loaded', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: testRuntimeConfig() });
    await fail(scope, failure());
    expect(report.mock.calls[0][0].report).toMatchObject({ userId: null, companyName: null });
    const solo = setup();
    await allSettled(runtimeConfigLoaded, { scope: solo.scope, params: testRuntimeConfig() });
    await allSettled($user, { scope: solo.scope, params: testUserProfile({ companyData: null }) });
    await fail(solo.scope, failure());
    expect(solo.report.mock.calls[0][0].report).toMatchObject({ userId: 1, companyName: null });
  });
});

describe('§8 reports leave the page', () => {
  it('as a sendMessage post to the bot of the runtime config (the real effect, not a handler)', async () => {
    const realFetch = globalThis.fetch;
    const post = jest.fn(async (_url: string, _init: RequestInit) => ({
      status: 200,
      headers: { get: () => null },
    }));
    globalThis.fetch = post as unknown as typeof fetch;
    try {
      const scope = fork({
        values: [[$authToken, 'token']],
        handlers: [[waitToastLifetimeFx, async () => 'no-such-toast']],
      });
      await allSettled(runtimeConfigLoaded, {
        scope,
        params: testRuntimeConfig({ bot: { url: 'http://bot.test/', chatId: 'cabinet-errors' } }),
      });
      await fail(scope, failure({ url: '/rocket/v0/reports/api', method: 'GET', status: 503 }));
      expect(post).toHaveBeenCalledTimes(1);
      const [url, init] = post.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('http://bot.test/sendMessage');
      expect(JSON.parse(String(init.body))).toMatchObject({
        chat_id: 'cabinet-errors',
        text: expect.stringContaining('/rocket/v0/reports/api'),
      });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('§3 request history and §8 custom errors', () => {
  it('keeps the last call per path, failed or not, and a custom error reports the failed one', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: testRuntimeConfig() });
    const tariffs = 'http://api.test/rocket/v0/deliveries/orders/tariffs?x=1';
    await fail(
      scope,
      failure({ url: tariffs, status: 422, code: 'WRONG_ADDRESS_ZONE', payload: { points: [1] } }),
    );
    expect(scope.getState($requestHistory)).toEqual({
      '/rocket/v0/deliveries/orders/tariffs': {
        url: tariffs,
        method: 'POST',
        status: 422,
        payload: { points: [1] },
      },
    });
    report.mockClear();
    await allSettled(customErrorRaised, {
      scope,
      params: { kind: 'max-distance-order', relatedUrl: '/rocket/v0/deliveries/orders/tariffs' },
    });
    expect(scope.getState($errorModal)).toMatchObject({
      ...describeCustomError('max-distance-order'),
      status: 422,
    });
    expect(report.mock.calls[0][0].report).toMatchObject({
      url: tariffs,
      method: 'POST',
      status: 422,
      code: 'max-distance-order',
      payload: { points: [1] },
    });
  });

  it('a custom error without a history names its url, GET and no status; raised again it counts', async () => {
    const { scope, report } = setup();
    await allSettled(runtimeConfigLoaded, { scope, params: testRuntimeConfig() });
    const raise = () =>
      allSettled(customErrorRaised, {
        scope,
        params: { kind: 'no-tariffs', relatedUrl: '/rocket/v0/deliveries/orders/tariffs' },
      });
    await raise();
    expect(report.mock.calls[0][0].report).toMatchObject({
      url: '/rocket/v0/deliveries/orders/tariffs',
      method: 'GET',
      status: null,
      code: 'no-tariffs',
      payload: null,
    });
    expect(scope.getState($errorModal)).toMatchObject({ status: null, counter: 1 });
    await raise();
    expect(scope.getState($errorModal)).toMatchObject({ counter: 2 });
  });
});

describe('§4 the error counter in session storage', () => {
  it('is written on every counted failure and survives a reload', async () => {
    const { scope } = setup();
    await fail(scope, failure({ url: 'http://api.test/rocket/v0/deliveries/groups/', status: 503 }));
    expect(JSON.parse(sessionStorage.getItem('cabinet.error-counter') ?? 'null')).toEqual({
      code: null,
      status: 503,
      url: '/rocket/v0/deliveries/groups',
      counter: 1,
    });
    const reloaded = setup();
    await allSettled(restoreErrorCounterFx, { scope: reloaded.scope });
    expect(reloaded.scope.getState($errorCounter)).toMatchObject({ counter: 1, status: 503 });
  });

  it('a success of another url keeps it', async () => {
    const { scope } = setup();
    await fail(scope, failure());
    await allSettled(requestSucceeded, {
      scope,
      params: { url: '/rocket/users/me', method: 'GET', status: 200 },
    });
    expect(scope.getState($errorCounter)).toMatchObject({ counter: 1 });
    expect(sessionStorage.getItem('cabinet.error-counter')).not.toBeNull();
  });

  it('works without session storage: nothing restored, nothing breaks', async () => {
    const { scope } = setup();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await allSettled(restoreErrorCounterFx, { scope });
    expect(scope.getState($errorCounter)).toBeNull();
    await fail(scope, failure());
    await fail(scope, failure());
    expect(scope.getState($errorModal)).toMatchObject({ counter: 2 });
  });
});

describe('§8 texts', () => {
  it('name a timeout, a catalogued code, a server error without a code, and an unknown code', () => {
    expect(
      describeFailure(failure({ status: null, noResponse: true, timedOut: true, code: 'CITY_IS_CLOSED' })),
    ).toEqual({
      title: 'Превышено время ожидания ответа',
      text: 'Сервер долго не отвечает. Проверьте соединение и попробуйте ещё раз.',
    });
    expect(describeFailure(failure({ status: 422, code: 'CITY_IS_CLOSED' })).title).toBe(
      'Доставка сейчас недоступна',
    );
    expect(describeFailure(failure({ status: 503 })).title).toBe('Ошибка сервера');
    expect(describeFailure(failure({ status: 499 })).title).toBe('Непредвиденная ошибка');
    expect(describeFailure(failure({ status: 503, code: 'MAINTENANCE', message: 'Работы' }))).toEqual({
      title: 'Непредвиденная ошибка',
      text: 'Работы',
    });
  });

  it('of the order notices: a price surge, urgent with tasks', () => {
    expect(describeOrderNotice('price-surge')).toEqual({
      title: 'Цена доставки выросла',
      text: 'Стоимость доставки увеличилась. Можно подождать или вызвать курьера по новой цене.',
    });
    expect(describeOrderNotice('urgent-with-tasks')).toEqual({
      title: 'Срочная доставка недоступна с заданиями',
      text: 'Уберите задания курьеру, чтобы оформить срочную доставку.',
    });
    expect(describeCustomError('no-tariffs').title).toBe('Ошибка загрузки тарифов');
    expect(describeCustomError('max-distance-order')).toEqual({
      title: 'Слишком большое расстояние',
      text: 'Расстояние этого заказа больше максимального, заданного для сохранённого адреса.',
    });
  });
});
