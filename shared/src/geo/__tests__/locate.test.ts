import { locate } from '../locate';

type Answer = { coords: { latitude: number; longitude: number } } | { code: number } | null;

/** A navigator.geolocation whose every question gets the next answer (null: never answered). */
function browserAnswering(...answers: Answer[]) {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      const answer = answers.shift() ?? null;
      if (answer === null) return;
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else failure?.(answer as GeolocationPositionError);
    },
  );
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

const ASTANA = { coords: { latitude: 51.16, longitude: 71.47 } };
const ALMATY = { coords: { latitude: 43.25, longitude: 76.92 } };
const REFUSED = { code: 1 };
const TIMED_OUT = { code: 3 };
const GEO_IP = 'http://localhost:8090/geoip';

const ipAnswer = (body: unknown, ok = true) =>
  jest.fn(async () => ({ ok, json: async () => body }) as unknown as Response);

describe('locate (§1, §9: high accuracy, then low accuracy, then the IP lookup)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks with high accuracy first, a cached position up to 25 s old, 25 s at most', async () => {
    const geolocation = browserAnswering(ASTANA);
    const fetch = ipAnswer({});
    await expect(locate({ geolocation, fetch, geoIpUrl: GEO_IP })).resolves.toEqual({
      latitude: 51.16,
      longitude: 71.47,
      source: 'high-accuracy',
      city: 'astana',
    });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      maximumAge: 25_000,
      timeout: 25_000,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks with low accuracy when high accuracy fails', async () => {
    const geolocation = browserAnswering(TIMED_OUT, ALMATY);
    const fetch = ipAnswer({});
    await expect(locate({ geolocation, fetch, geoIpUrl: GEO_IP })).resolves.toMatchObject({
      source: 'low-accuracy',
      city: 'almaty',
    });
    expect(geolocation.getCurrentPosition.mock.calls[1]?.[2]).toEqual({
      enableHighAccuracy: false,
      maximumAge: 25_000,
      timeout: 25_000,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to the IP lookup when the visitor refuses, silently', async () => {
    const geolocation = browserAnswering(REFUSED, REFUSED);
    const fetch = ipAnswer({ ip: '1.2.3.4', city_id: 'almaty', latitude: 43.2389, longitude: 76.8897 });
    await expect(locate({ geolocation, fetch, geoIpUrl: GEO_IP })).resolves.toEqual({
      latitude: 43.2389,
      longitude: 76.8897,
      source: 'ip',
      city: 'almaty',
    });
    expect(fetch).toHaveBeenCalledWith(GEO_IP, expect.objectContaining({ credentials: 'omit' }));
  });

  it('gives each unanswered question 25 s (a permission prompt left open), then moves on', async () => {
    const geolocation = browserAnswering(null, null);
    const fetch = ipAnswer({ latitude: 51.13, longitude: 71.43 });
    const located = locate({ geolocation, fetch, geoIpUrl: GEO_IP });

    await jest.advanceTimersByTimeAsync(24_999);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(24_999);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    // No city_id in the answer: the place itself tells the city.
    await expect(located).resolves.toEqual({
      latitude: 51.13,
      longitude: 71.43,
      source: 'ip',
      city: 'astana',
    });
  });

  it('gives the IP lookup 25 s too, and then knows nothing', async () => {
    let aborted = false;
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const located = locate({ geolocation: undefined, fetch, geoIpUrl: GEO_IP });
    await jest.advanceTimersByTimeAsync(24_999);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(located).resolves.toBeNull();
    expect(aborted).toBe(true);
  });

  it.each([
    ['a failed answer', ipAnswer({ latitude: 1, longitude: 2 }, false)],
    ['an answer without coordinates', ipAnswer({ city: 'Алматы' })],
    ['no answer at all', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('knows nothing after %s of the IP lookup', async (_case, fetch) => {
    await expect(
      locate({ geolocation: browserAnswering(REFUSED, REFUSED), fetch, geoIpUrl: GEO_IP }),
    ).resolves.toBeNull();
  });

  it('knows nothing without a browser answer and without an IP lookup configured', async () => {
    const fetch = ipAnswer({});
    await expect(
      locate({ geolocation: browserAnswering(REFUSED, REFUSED), fetch, geoIpUrl: null }),
    ).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names no city far from both (Shymkent)', async () => {
    await expect(
      locate({
        geolocation: browserAnswering({ coords: { latitude: 42.3, longitude: 69.6 } }),
        fetch: ipAnswer({}),
        geoIpUrl: null,
      }),
    ).resolves.toMatchObject({ city: null });
  });
});
