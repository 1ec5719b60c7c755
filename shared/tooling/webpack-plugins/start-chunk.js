// @ts-check
const { startChunks } = require('./first-load-hints-plugin');

/** The libraries the shell provides to every app; each was a chunk of its own. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'effector',
  'effector-react',
  'use-sync-external-store',
];
const FRAMEWORK_MODULE = new RegExp(
  `[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]` +
    '|[\\\\/]shared[\\\\/]tooling[\\\\/]native-sync-external-store\\.js$',
);

/** Federation's own modules stay where its runtime expects them. */
const FEDERATION_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module', 'remote-module']);

/**
 * Two chunks for what the shell runs before its first render (decision 0010), instead of the eleven
 * that Module Federation makes of it (a chunk per provided singleton): `framework`, the libraries,
 * and `start`, the bootstrap with the shell's copy of the `@cabinet/shared` core. A phone browser
 * opens six connections to an origin: with main.js, the stylesheet, config.json and remotes.json,
 * the eleven queued behind each other. One chunk of everything was slower still (Lighthouse, mobile:
 * its one long task to compile and run; `npm run bench:lighthouse -- --only /login`). Every first
 * load needs all of them, and a remote that asks for a singleton gets it from these chunks.
 *
 * Returns the `splitChunks` option and the plugin that tells it, just before it runs, which chunks
 * a first load starts with.
 */
function startChunk() {
  /** @type {Set<import('webpack').Chunk>} */
  let starting = new Set();
  const plugin = {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('StartChunk', (compilation) => {
        // Before SplitChunksPlugin (STAGE_ADVANCED), when the chunk graph is complete.
        compilation.hooks.optimizeChunks.tap({ name: 'StartChunk', stage: 0 }, () => {
          starting = new Set(startChunks(compilation));
        });
      });
    },
  };
  /**
   * @param {import('webpack').Module} module
   * @param {import('webpack').ChunkGraph} chunkGraph
   */
  const startsWithFirstLoad = (module, chunkGraph) => {
    if (FEDERATION_MODULE_TYPES.has(module.type)) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (starting.has(chunk)) return true;
    }
    return false;
  };
  const splitChunks = {
    cacheGroups: {
      framework: {
        name: 'framework',
        chunks: /** @type {const} */ ('async'),
        enforce: true,
        priority: 30,
        /**
         * @param {import('webpack').Module} module
         * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
         */
        test: (module, { chunkGraph }) =>
          FRAMEWORK_MODULE.test(module.nameForCondition() ?? '') && startsWithFirstLoad(module, chunkGraph),
      },
      start: {
        name: 'start',
        chunks: /** @type {const} */ ('async'),
        enforce: true,
        priority: 20,
        /**
         * @param {import('webpack').Module} module
         * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
         */
        test: (module, { chunkGraph }) => startsWithFirstLoad(module, chunkGraph),
      },
    },
  };
  return { splitChunks, plugin };
}

module.exports = { startChunk };
