// @ts-check
const crypto = require('node:crypto');

/**
 * Gives the shell's main.js a content hash in its name after the build (the federation runtime
 * cannot build with one) and points index.html at it, so that it may be cached for good like every
 * other chunk while index.html itself is revalidated on every visit.
 */
class HashedMainPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HashedMainPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the chunks' real content hashes are in main.js's chunk map (a chunk whose bytes
        // changed after webpack named it, e.g. by its compile hint or another minifier, changes
        // main.js too, and so its name), before the compressed siblings are made.
        { name: 'HashedMainPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const main = compilation.getAsset('main.js');
          const html = compilation.getAsset('index.html');
          if (!main || !html) return;
          const hash = crypto.createHash('sha256').update(main.source.buffer()).digest('hex').slice(0, 8);
          const hashedName = `main.${hash}.js`;
          compilation.renameAsset('main.js', hashedName);
          const page = html.source
            .source()
            .toString()
            .replace(/\/main\.js(\?[^"']*)?(?=["'])/, `/${hashedName}`);
          compilation.updateAsset('index.html', new sources.RawSource(page));
        },
      );
    });
  }
}

module.exports = { HashedMainPlugin };
