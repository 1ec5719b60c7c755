// @ts-check

/** Where Module Federation writes its runtime entry: named by a hash of its text. */
const FEDERATION_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;

/** The ids the runtime entry and the container entry (it names the runtime entry) get in every build. */
const FEDERATION_ENTRY_ID = 'federation-entry';
const CONTAINER_ENTRY_ID = 'federation-container';

/**
 * Makes a build's output independent of the folder it runs in. Module Federation writes its runtime
 * entry to `node_modules/.federation/entry.<hash>.js`, the hash taken over the absolute paths the
 * entry imports; webpack's deterministic module ids come from that file name (the container entry
 * names it too), so a checkout in another folder gave both modules other ids, and the
 * shell's main.js a new content hash: a browser would download it again after a deploy that changed
 * nothing. Both get fixed ids before webpack gives every other module its own.
 */
class StableFederationEntryPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StableFederationEntryPlugin', (compilation) => {
      // Before DeterministicModuleIdsPlugin, which keeps an id already given and avoids it.
      compilation.hooks.moduleIds.tap({ name: 'StableFederationEntryPlugin', stage: -1 }, (modules) => {
        for (const module of modules) {
          if (compilation.chunkGraph.getModuleId(module) !== null) continue;
          // Scope hoisting makes the entry the root of a concatenated module, which takes its id.
          const { resource, rootModule } =
            /** @type {{ resource?: string, rootModule?: { resource?: string } }} */ (
              /** @type {unknown} */ (module)
            );
          const file = resource ?? rootModule?.resource;
          if (file && FEDERATION_ENTRY.test(file))
            compilation.chunkGraph.setModuleId(module, FEDERATION_ENTRY_ID);
          else if (module.identifier().startsWith('container entry'))
            compilation.chunkGraph.setModuleId(module, CONTAINER_ENTRY_ID);
        }
      });
    });
  }
}

module.exports = { StableFederationEntryPlugin };
