import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

import { checkedSingletons } from './checked-singletons';

/**
 * The shell's build hands this to its federation runtime (`runtimePlugins`), so the plugin is on
 * from the shell's first consume; remotes take it when the shell registers them.
 */
export default function checkedSingletonsPlugin(): ModuleFederationRuntimePlugin {
  return checkedSingletons;
}
