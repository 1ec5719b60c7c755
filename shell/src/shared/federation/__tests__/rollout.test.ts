/**
 * @jest-environment node
 */
import { entryUrls, parseRemoteEntry, resolveRemoteEntry, rolloutBucket } from '../rollout';

const STABLE = 'https://cdn.test/mf-orders/0.1.0/mf-manifest.json';
const NEXT = 'https://cdn.test/mf-orders/0.2.0/mf-manifest.json';
const ids = Array.from({ length: 10_000 }, (_, index) => 100_000 + index);

describe('rollout bucketing', () => {
  it('is stable: the same user gets the same bucket every time', () => {
    for (const id of ids.slice(0, 200)) expect(rolloutBucket('orders', id)).toBe(rolloutBucket('orders', id));
    expect(rolloutBucket('orders', 10001)).toBe(rolloutBucket('orders', 10001));
  });

  it('splits 10,000 ids evenly: a 50 % share gets 50 % within 5 %', () => {
    const entry = parseRemoteEntry('orders', { url: STABLE, next: { url: NEXT, share: 50 } });
    const onNext = ids.filter((id) => resolveRemoteEntry('orders', entry, { id, companyId: null }) === NEXT);
    expect(Math.abs(onNext.length / 10_000 - 0.5)).toBeLessThanOrEqual(0.05);
  });

  it.each([10, 25, 90])('gives a %i %% share to that share of 10,000 ids, within 5 %%', (share) => {
    const entry = parseRemoteEntry('orders', { url: STABLE, next: { url: NEXT, share } });
    const onNext = ids.filter((id) => resolveRemoteEntry('orders', entry, { id, companyId: null }) === NEXT);
    expect(Math.abs(onNext.length / 10_000 - share / 100)).toBeLessThanOrEqual(0.05);
  });

  it('fills each tenth of the buckets with a tenth of the ids, within 5 %', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of ids) {
      const tenth = Math.floor(rolloutBucket('reports', id) / 1000);
      tenths[tenth] = (tenths[tenth] ?? 0) + 1;
    }
    for (const count of tenths) expect(Math.abs(count / 10_000 - 0.1)).toBeLessThanOrEqual(0.05);
  });

  it('grows the share without moving anyone back: users on next at 10 % stay there at 50 %', () => {
    const at = (share: number) => {
      const entry = parseRemoteEntry('orders', { url: STABLE, next: { url: NEXT, share } });
      return ids.filter((id) => resolveRemoteEntry('orders', entry, { id, companyId: null }) === NEXT);
    };
    const fifty = new Set(at(50));
    expect(at(10).every((id) => fifty.has(id))).toBe(true);
  });
});

describe('resolving an entry for a user', () => {
  it('gives listed companies the next build whatever their bucket, and others by share', () => {
    const entry = parseRemoteEntry('orders', {
      url: STABLE,
      next: { url: NEXT, share: 0, companies: [501] },
    });
    expect(resolveRemoteEntry('orders', entry, { id: 1, companyId: 501 })).toBe(NEXT);
    expect(resolveRemoteEntry('orders', entry, { id: 1, companyId: 502 })).toBe(STABLE);
  });

  it('gives the stable build before sign-in and with no next, and the next one to everyone at 100 %', () => {
    const entry = parseRemoteEntry('orders', { url: STABLE, next: { url: NEXT, share: 100 } });
    expect(resolveRemoteEntry('orders', entry, null)).toBe(STABLE);
    expect(resolveRemoteEntry('orders', entry, { id: 7, companyId: null })).toBe(NEXT);
    expect(
      resolveRemoteEntry('orders', parseRemoteEntry('orders', { url: STABLE }), { id: 7, companyId: null }),
    ).toBe(STABLE);
    expect(resolveRemoteEntry('orders', STABLE, { id: 7, companyId: null })).toBe(STABLE);
  });

  it('lists both URLs of a rollout for the security policy', () => {
    expect(entryUrls(parseRemoteEntry('orders', { url: STABLE, next: { url: NEXT, share: 5 } }))).toEqual([
      STABLE,
      NEXT,
    ]);
    expect(entryUrls(STABLE)).toEqual([STABLE]);
  });
});

describe('parsing a rollout entry', () => {
  it.each([
    ['a next without url', { url: STABLE, next: { share: 10 } }],
    ['a share over 100', { url: STABLE, next: { url: NEXT, share: 120 } }],
    ['a negative share', { url: STABLE, next: { url: NEXT, share: -1 } }],
    ['companies that are not ids', { url: STABLE, next: { url: NEXT, companies: ['acme'] } }],
    ['a relative url', { url: 'mf-manifest.json' }],
  ])('rejects %s, naming the remote', (_label, raw) => {
    expect(() => parseRemoteEntry('orders', raw)).toThrow('"orders"');
  });
});
