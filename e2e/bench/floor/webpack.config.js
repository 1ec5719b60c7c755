// @ts-check
// The Lighthouse floor page, built with the loader, minifier and compression of the cabinet's own
// production builds (shared/tooling), without Module Federation.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const { SCRIPT_RULE, scriptMinimizer } = require('../../../shared/tooling/webpack');
const { compressedSiblings } = require('../../../shared/tooling/webpack-plugins/compressed-siblings');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.tsx',
  output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    modules: ['node_modules', path.resolve(__dirname, '..', '..', '..', 'shared', 'node_modules')],
  },
  module: { rules: [SCRIPT_RULE] },
  optimization: { minimizer: [scriptMinimizer()] },
  performance: { hints: false },
  plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html') }), ...compressedSiblings()],
  stats: 'errors-warnings',
};
