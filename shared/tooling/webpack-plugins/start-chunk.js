// @ts-check
const { startChunks } = require('./first-load-hints-plugin');

/**
 * The modules of the libraries the shell provides to every app (each was a chunk of its own).
 * @param {string[]} packages
 */
const libraryModule = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
/** React itself: `framework`. */
const FRAMEWORK_MODULE = new RegExp(
  `${libraryModule(['react', 'react-dom', 'scheduler', 'use-sync-external-store']).source}` +
    '|[\\\\/]shared[\\\\/]tooling[\\\\/]native-sync-external-store\\.js$',
);
/** Routing and state: `libraries`, fetched beside `framework` rather than inside it. */
const LIBRARIES_MODULE = libraryModule(['react-router', 'effector', 'effector-react']);

/** Federation's own modules stay where its runtime expects them. */
const FEDERATION_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module', 'remote-module']);

/**
 * Three chunks for what the shell runs before its first render (decision 0010), instead of the
 * eleven that Module Federation makes of it (a chunk per provided singleton): `framework` (React),
 * `libraries` (routing and state) and `start`, the bootstrap with the shell's copy of the
 * `@cabinet/shared` core. A phone browser opens six connections to an origin: with main.js, the
 * stylesheet, config.json and remotes.json, the eleven queued behind each other. One chunk of
 * everything was slower still (Lighthouse, mobile: its one long task to compile and run), and one
 * chunk of all the libraries (84 KB brotli) was the last file of every signed-in first load: split
 * in two, its halves download side by side (decision 0010 has the figures). Every
 * first load needs all of them, and a remote that asks for a singleton gets it from these chunks.
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
  /**
   * @param {string} name
   * @param {RegExp} modules
   * @param {number} priority
   */
  const libraryGroup = (name, modules, priority) => ({
    name,
    chunks: /** @type {const} */ ('async'),
    enforce: true,
    priority,
    /**
     * @param {import('webpack').Module} module
     * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
     */
    test: (module, { chunkGraph }) =>
      modules.test(module.nameForCondition() ?? '') && startsWithFirstLoad(module, chunkGraph),
  });
  const splitChunks = {
    cacheGroups: {
      framework: libraryGroup('framework', FRAMEWORK_MODULE, 30),
      libraries: libraryGroup('libraries', LIBRARIES_MODULE, 30),
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
