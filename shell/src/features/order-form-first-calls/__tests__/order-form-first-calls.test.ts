import { allSettled, fork } from 'effector';

import { $pathname, $runtimeConfig, userLoaded } from '@cabinet/shared';
import { preloadPlatformRequest, requestKey } from '@cabinet/shared/http';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

import { EARLY_RESPONSES_GLOBAL } from '../../../shared/lib';
import { takeOrderFormAnswersFx } from '../model/order-form-first-calls';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  preloadPlatformRequest: jest.fn(),
}));

const API = 'http://api.test/';
const ADDRESSES = 'http://api.test/rocket/v0/common/addresses?is_customer=false';
const BRANCHES = 'http://api.test/rocket/v0/business/branches?page=1';
const CARDS = 'http://api.test/rocket/v0/payments/ioka/get-cards';
const TASKS = 'http://api.test/rocket/v0/business/company/tasks';

const early = (urls: string[]) => {
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = Object.fromEntries(
    urls.map((url) => [url, Promise.resolve({ status: 200 } as Response)]),
  );
};

const handedOver = () => jest.mocked(preloadPlatformRequest).mock.calls.map(([config]) => requestKey(config));

describe('the order form first calls on a first load (decision 0010)', () => {
  beforeEach(() => jest.mocked(preloadPlatformRequest).mockClear());
  afterEach(() => delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL]);

  it('hands the four answers index.html started to the form, each through an adapter, once', async () => {
    early([ADDRESSES, BRANCHES, CARDS, TASKS]);
    await takeOrderFormAnswersFx(API);
    expect(handedOver()).toEqual([
      'get /rocket/v0/common/addresses?is_customer=false',
      'get /rocket/v0/business/branches?page=1',
      'get /rocket/v0/payments/ioka/get-cards?',
      'get /rocket/v0/business/company/tasks?',
    ]);
    for (const [config] of jest.mocked(preloadPlatformRequest).mock.calls) {
      expect(typeof config.adapter).toBe('function');
    }

    // Taken: a second profile on the same page starts nothing.
    jest.mocked(preloadPlatformRequest).mockClear();
    await takeOrderFormAnswersFx(API);
    expect(handedOver()).toEqual([]);
  });

  it('leaves to the form a call index.html did not start', async () => {
    early([CARDS]);
    await takeOrderFormAnswersFx(API);
    expect(handedOver()).toEqual(['get /rocket/v0/payments/ioka/get-cards?']);
  });

  it('runs when the profile comes in on the order form, and nowhere else', async () => {
    const handler = jest.fn();
    const at = (pathname: string) =>
      fork({
        values: [
          [$pathname, pathname],
          [$runtimeConfig, testRuntimeConfig({ deliveryApiUrl: API })],
        ],
        handlers: [[takeOrderFormAnswersFx, handler]],
      });
    await allSettled(userLoaded, { scope: at('/orders/new'), params: testUserProfile() });
    expect(handler).toHaveBeenCalledWith(API);
    handler.mockClear();
    await allSettled(userLoaded, { scope: at('/'), params: testUserProfile() });
    await allSettled(userLoaded, { scope: at('/orders/new/x'), params: testUserProfile() });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands nothing over to a user without a company: the company form shows, and its refusals are nobody’s', async () => {
    const handler = jest.fn();
    const scope = fork({
      values: [
        [$pathname, '/orders/new'],
        [$runtimeConfig, testRuntimeConfig({ deliveryApiUrl: API })],
      ],
      handlers: [[takeOrderFormAnswersFx, handler]],
    });
    await allSettled(userLoaded, { scope, params: testUserProfile({ companyData: null }) });
    expect(handler).not.toHaveBeenCalled();
  });
});
