// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'mf-reports');

module.exports = createAppConfig({
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
