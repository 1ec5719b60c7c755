// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'mf-warehouses');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'warehouses',
  port: app.port,
  // Route-level pages only: the shell owns the routes, this remote owns what they show.
  exposes: {
    './warehouses-page': './src/pages/warehouses/index.ts',
    './new-warehouse-page': './src/pages/new-warehouse/index.ts',
    './edit-warehouse-page': './src/pages/edit-warehouse/index.ts',
  },
});
