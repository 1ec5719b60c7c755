// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'mf-auth');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'auth',
  port: app.port,
  // Route-level pages only: the shell owns the routes, this remote owns what they show.
  exposes: {
    './login-page': './src/pages/login/index.ts',
    './terms-page': './src/pages/terms/index.ts',
    './privacy-policy-page': './src/pages/privacy-policy/index.ts',
    './employers-page': './src/pages/employers/index.ts',
    './company-setup-page': './src/pages/company-setup/index.ts',
  },
});
