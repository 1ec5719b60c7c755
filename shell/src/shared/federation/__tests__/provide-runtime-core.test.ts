import { RUNTIME_CORE_GLOBAL, provideRuntimeCore } from '../provide-runtime-core';

describe('provideRuntimeCore', () => {
  it('publishes the federation runtime remotes built with externalRuntime read', () => {
    const target: Record<string, unknown> = {};
    provideRuntimeCore(target);
    const runtime = target[RUNTIME_CORE_GLOBAL] as Record<string, unknown>;
    // What a remote's bundler runtime calls on it: the instance class and the share helpers.
    expect(typeof runtime.ModuleFederation).toBe('function');
    expect(typeof runtime.getRemoteEntry).toBe('function');
    expect(target[`${RUNTIME_CORE_GLOBAL}_FROM`]).toEqual({ name: 'shell', version: 'workspace' });
  });

  it('uses the name the remotes are compiled against', () => {
    expect(RUNTIME_CORE_GLOBAL).toBe('_FEDERATION_RUNTIME_CORE');
  });
});
