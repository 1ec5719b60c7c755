// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'mf-reports');

const config = createAppConfig({
  dir: __dirname,
  name: 'reports',
  port: app.port,
  // Route-level pages only: the shell owns the routes, this remote owns what they show.
  exposes: {
    './reports-page': './src/pages/reports/index.ts',
    './statistics-page': './src/pages/statistics/index.ts',
    './payments-page': './src/pages/payments/index.ts',
  },
});

/**
 * The chart library (Chartist) is a named chunk, `chartist`, instead of an anonymous vendor chunk:
 * fetched with the lazily loaded `charts` chunk only when /statistics shows a chart, and found by
 * name when `npm run bench:bundle` prints its size.
 * @type {typeof config}
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.optimization = {
    ...built.optimization,
    splitChunks: {
      cacheGroups: {
        charts: {
          test: /[\\/]node_modules[\\/]chartist[\\/]/,
          name: 'chartist',
          chunks: 'async',
          enforce: true,
        },
      },
    },
  };
  return built;
};
