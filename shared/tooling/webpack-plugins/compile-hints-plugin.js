// @ts-check
const { startChunks } = require('./first-load-hints-plugin');

/** V8's explicit compile hint: every function of the file is compiled as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint on the first line of the shell's scripts that a first load runs
 * whole before its first render: main.js and the start chunks (React, the libraries, the shared core),
 * decision 0020. Chromium then compiles their functions on a background thread while each file
 * downloads, instead of on the main thread, function by function, as each is first called. A chunk
 * loaded later gets no hint: most of its functions may never run.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments; before the source maps, main.js's hashed name
        // and the compressed siblings, which are all made of the file with its hint.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.namedChunks.get('main');
          const chunks = [...(entry ? [entry] : []), ...startChunks(compilation)];
          for (const file of chunks.flatMap((chunk) => [...chunk.files])) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
