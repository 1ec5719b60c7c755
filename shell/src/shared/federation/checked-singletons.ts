import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * The runtime's share resolution without its own range check of singletons: the shell checks every
 * range a remote's manifest declares before the remote runs (decision 0013, `unmetRequirements`),
 * and the shell provides each singleton once. The runtime re-parsed a range on every consume of a
 * first load, only to warn: with the check's own parsing, 60–85 ms of a phone's main thread
 * (`npm run bench:profile -- /orders/new`, 4× CPU), under 10 ms with this plugin and `versionMeets`.
 */
export const checkedSingletons: ModuleFederationRuntimePlugin = {
  name: 'cabinet-checked-singletons',
  resolveShare(args) {
    if (!args.shareInfo.shareConfig?.singleton) return args;
    const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
    if (!shared) return args;
    return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
  },
};

/**
 * The shell's build hands this to its federation runtime (`runtimePlugins`), so the plugin is on
 * from the shell's first consume; remotes take it as a global plugin when the shell registers them.
 */
export default function checkedSingletonsPlugin(): ModuleFederationRuntimePlugin {
  return checkedSingletons;
}
