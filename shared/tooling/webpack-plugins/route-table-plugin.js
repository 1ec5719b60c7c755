// @ts-check
const path = require('node:path');
const vm = require('node:vm');
const esbuild = require('esbuild');
const { sources } = require('webpack');

const { ROUTE_TABLE_FILE } = require('../prerendered-files');

/**
 * Writes the shell's route table (its `ROUTE_MANIFEST`, a module of data) into dist as routes.json,
 * for the deployment step that puts the remotes' prerendered public pages into the shell's HTML
 * (shared/tooling/prerendered-pages.mjs, decision 0016): it runs where the shell's sources are not.
 */
class RouteTablePlugin {
  /** @param {{ manifest: string }} options the route table's module, exporting ROUTE_MANIFEST */
  constructor({ manifest }) {
    this.manifest = manifest;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const built = esbuild.buildSync({
            entryPoints: [this.manifest],
            bundle: true,
            format: 'cjs',
            platform: 'neutral',
            write: false,
            metafile: true,
          });
          for (const input of Object.keys(built.metafile.inputs)) {
            compilation.fileDependencies.add(path.resolve(input));
          }
          const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
          vm.runInNewContext(built.outputFiles[0].text, { module, exports: module.exports });
          const routes = module.exports.ROUTE_MANIFEST;
          if (!Array.isArray(routes))
            throw new Error(`RouteTablePlugin: ${this.manifest} has no ROUTE_MANIFEST`);
          compilation.emitAsset(
            ROUTE_TABLE_FILE,
            new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { RouteTablePlugin };
