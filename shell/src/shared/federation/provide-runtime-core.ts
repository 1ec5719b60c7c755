import * as runtimeCore from '@module-federation/runtime-core';

/** The global name remotes built with `externalRuntime` read the federation runtime from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's federation runtime to the remotes (decision 0007): each remoteEntry.js is
 * built without its own copy and borrows this one, so a first visit downloads the runtime once.
 * Must run before the first remote is fetched.
 */
export function provideRuntimeCore(target: Record<string, unknown> = globalThis as never): void {
  target[RUNTIME_CORE_GLOBAL] = runtimeCore;
  target[`${RUNTIME_CORE_GLOBAL}_FROM`] = { name: 'shell', version: 'workspace' };
}
