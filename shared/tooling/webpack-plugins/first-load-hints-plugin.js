// @ts-check
const path = require('node:path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sources } = require('webpack');

const { FIRST_LOAD_CHUNKS_FILE } = require('../prerendered-files');

/**
 * Follows chunks the way the page will load them: a chunk, then, for every shared module it
 * consumes, the chunks of the shell's own provided copy of that module (the host provides every
 * singleton, so those are what the page loads), recursively.
 * @param {import('webpack').Compilation} compilation
 */
function chunkWalker(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, import('webpack').Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: string }} */ (module)._name;
    if (module.type === 'provide-module' && name) provided.set(name, module);
  }
  /** @param {Iterable<import('webpack').Chunk>} roots */
  return (roots) => {
    /** @type {Set<import('webpack').Chunk>} */
    const chunks = new Set();
    /** @param {import('webpack').Chunk} chunk */
    const visitChunk = (chunk) => {
      if (chunks.has(chunk)) return;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const options = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module))
          .options;
        for (const block of (provided.get(options.shareKey) ?? module).blocks) {
          for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visitChunk(next);
        }
      }
    };
    for (const chunk of roots) visitChunk(chunk);
    return [...chunks];
  };
}

/** The chunks of `import('./bootstrap')` in the entry: what runs before the first render. */
function startChunks(compilation) {
  const entry = compilation.entries.get('main');
  const entryModule = entry && compilation.moduleGraph.getModule(entry.dependencies[0]);
  const roots = (entryModule?.blocks ?? []).flatMap(
    (block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
  );
  return chunkWalker(compilation)(roots);
}

/** The script and style files of a named chunk group (`webpackChunkName`) and what it consumes. */
function namedGroupFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`FirstLoadHintsPlugin: no chunk named "${name}" in the build`);
  return chunkWalker(compilation)(group.chunks).flatMap((chunk) => [...chunk.files]);
}

/**
 * Puts into the shell's index.html what its first load needs before main.js has run (decision 0010):
 * `<link rel="preload">` for the start chunks' scripts and styles, so they download beside main.js
 * instead of after it, and the inline script of `inlineScript` (bundled here with esbuild), which
 * asks for config.json, remotes.json and the first page's remote at once, and hints the chunks of
 * `hintedChunks` (names given with `webpackChunkName`) that a visit needs by who and where it is (a
 * signed-in page's parts, the strings of a language other than Russian). The static server hashes
 * that script into its Content-Security-Policy.
 */
class FirstLoadHintsPlugin {
  /** @param {{ inlineScript: string, hintedChunks: string[] }} options */
  constructor({ inlineScript, hintedChunks }) {
    this.inlineScript = inlineScript;
    this.hintedChunks = hintedChunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstLoadHintsPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const withPath = (/** @type {string[]} */ files) => files.map((file) => `${publicPath}${file}`);
        const startFiles = startChunks(compilation).flatMap((chunk) => [...chunk.files]);
        // What start-up has not hinted already.
        const named = Object.fromEntries(
          this.hintedChunks.map((name) => [
            name,
            withPath(namedGroupFiles(compilation, name).filter((file) => !startFiles.includes(file))),
          ]),
        );
        // The same list for a server that draws a page into a layout (its styles, decision 0021).
        compilation.emitAsset(FIRST_LOAD_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(named)}\n`));
        const built = esbuild.buildSync({
          entryPoints: [this.inlineScript],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2019',
          platform: 'browser',
          write: false,
          metafile: true,
          define: { __FIRST_LOAD_CHUNKS__: JSON.stringify(named) },
        });
        for (const input of Object.keys(built.metafile.inputs)) {
          compilation.fileDependencies.add(path.resolve(input));
        }
        const code = built.outputFiles[0].text.trim();
        const files = withPath(startFiles);
        const hint = (/** @type {string} */ href, /** @type {'script' | 'style'} */ as) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href });
        // A deferred script is fetched at low priority, behind every preload: main.js runs first
        // and is the smallest, so it is asked for at high priority (a Lighthouse mobile run: it
        // left after the preloads' six connections had freed, 0.6 s late).
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && /\/main\.js(\?|$)/.test(String(tag.attributes.src ?? ''))) {
            tag.attributes.fetchpriority = 'high';
          }
        }
        // After main.js's own tag, so that the parser finds it first; the inline script last, as
        // its first fetch() costs the parser a few milliseconds.
        data.headTags.push(
          ...files.filter((file) => file.endsWith('.js')).map((file) => hint(file, 'script')),
          ...files.filter((file) => file.endsWith('.css')).map((file) => hint(file, 'style')),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, code),
        );
        return data;
      });
    });
  }
}

module.exports = { FirstLoadHintsPlugin, startChunks };
