import { activeOrdersFirstPage, authTokenReceived, runtimeConfigLoaded } from '@cabinet/shared';
import {
  PRELOAD_FRESH_MS,
  clearPreloaded,
  isCancel,
  platformHttp,
  platformRequest,
  preloadPlatformRequest,
  requestKey,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';
import { testRuntimeConfig } from '@cabinet/shared/testing';

/** Every call that reached the network; each answers with its own number. */
let sent: ResolvedRequestConfig[] = [];

beforeAll(() => {
  runtimeConfigLoaded(testRuntimeConfig());
  authTokenReceived('token-1');
  platformHttp.defaults.adapter = async (config): Promise<HttpResponse> => {
    sent.push(config);
    return { data: { call: sent.length }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent = [];
  clearPreloaded();
  jest.useRealTimers();
});

const firstPage = activeOrdersFirstPage();

describe('a call started ahead by a navigation', () => {
  it('answers the identical call the page makes next, with no second request', async () => {
    preloadPlatformRequest(firstPage);
    expect(sent).toHaveLength(1);
    const answer = await platformRequest({
      method: 'GET',
      url: firstPage.url,
      params: { status: '1,2,5', page_size: 25, page: 1 },
    });
    expect(answer).toEqual({ call: 1 });
    expect(sent).toHaveLength(1);
  });

  it('answers only once: the next identical call goes to the platform', async () => {
    preloadPlatformRequest(firstPage);
    await platformRequest(firstPage);
    await expect(platformRequest(firstPage)).resolves.toEqual({ call: 2 });
    expect(sent).toHaveLength(2);
  });

  it('does not answer a different call', async () => {
    preloadPlatformRequest(firstPage);
    await expect(
      platformRequest({ ...firstPage, params: { page: 1, page_size: 25, status: '3,4' } }),
    ).resolves.toEqual({ call: 2 });
  });

  it(`is not handed out once older than ${PRELOAD_FRESH_MS} ms`, async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    preloadPlatformRequest(firstPage);
    jest.setSystemTime(1_000_000 + PRELOAD_FRESH_MS + 1);
    await expect(platformRequest(firstPage)).resolves.toEqual({ call: 2 });
  });

  it("is cancelled for a caller whose signal aborts, like the caller's own request", async () => {
    preloadPlatformRequest(firstPage);
    const controller = new AbortController();
    const answer = platformRequest({ ...firstPage, signal: controller.signal });
    controller.abort();
    const error: unknown = await answer.catch((reason: unknown) => reason);
    expect(isCancel(error)).toBe(true);
  });

  it('is only ever a GET: a call that changes something is never started ahead', () => {
    expect(() => preloadPlatformRequest({ method: 'post', url: '/rocket/v0/deliveries/groups' })).toThrow();
    expect(sent).toHaveLength(0);
  });

  it('names a call the same whatever the order of its parameters or the case of its method', () => {
    expect(requestKey({ method: 'GET', url: '/x', params: { b: 2, a: 1 } })).toBe(
      requestKey({ method: 'get', url: '/x', params: { a: 1, b: 2 } }),
    );
    expect(requestKey({ url: '/x', params: { a: 1 } })).not.toBe(requestKey({ url: '/x', params: { a: 2 } }));
  });
});
