// @ts-check
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Brotli and gzip siblings of every text asset (`x.js.br`, `x.js.gz`), which the static server
 * (shared/tooling/serve.mjs) or a CDN sends by Accept-Encoding. config.json and remotes.json are
 * edited at deploy time, so they have none: a stale sibling would hide the edit.
 */
function compressedSiblings() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  const exclude = /(^|\/)(config|remotes)\.json$/;
  return [
    new CompressionPlugin({ test, exclude, algorithm: 'gzip', filename: '[path][base].gz', minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.9,
    }),
  ];
}

module.exports = { compressedSiblings };
