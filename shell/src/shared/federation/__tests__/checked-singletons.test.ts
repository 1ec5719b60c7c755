/**
 * @jest-environment node
 */
import { checkedSingletons } from '../checked-singletons';

type ResolveShareArgs = Parameters<NonNullable<typeof checkedSingletons.resolveShare>>[0];

const react19 = { version: '19.2.0', from: 'shell', loaded: true, get: () => () => ({}) };

function args(shareConfig: { singleton?: boolean; requiredVersion?: string }, version = '19.2.0') {
  const fallback = jest.fn(() => ({ shared: undefined, useTreesShaking: false }));
  const resolved = {
    shareScopeMap: { default: { react: { '19.2.0': react19 } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { shareConfig },
    resolver: fallback,
  } as unknown as ResolveShareArgs;
  return { resolved, fallback };
}

describe('singletons the shell has checked', () => {
  const resolveShare = (resolved: ResolveShareArgs) => {
    const result = checkedSingletons.resolveShare?.(resolved);
    if (!result) throw new Error('the plugin hands back the arguments');
    return result;
  };

  it("a remote's singleton is the one the shell provides, without the runtime reading its range again", () => {
    const { resolved, fallback } = args({ singleton: true, requiredVersion: '^19.2.0' });
    expect(resolveShare(resolved).resolver()).toEqual({ shared: react19, useTreesShaking: false });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('leaves to the runtime a module that is not a singleton, or a version the scope lacks', () => {
    for (const { resolved, fallback } of [
      args({ requiredVersion: '^19.2.0' }),
      args({ singleton: true }, '18.3.1'),
    ]) {
      resolveShare(resolved).resolver();
      expect(fallback).toHaveBeenCalledTimes(1);
    }
  });
});
