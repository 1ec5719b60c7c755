// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { withPrerenderBuild } = require('@cabinet/shared/tooling/prerender-config');
const { APPS } = require('@cabinet/shared/tooling/apps');
const { PRERENDERED_PAGES_FILE } = require('@cabinet/shared/tooling/prerendered-files');

const app = APPS.find((candidate) => candidate.dir === 'mf-auth');

const client = createAppConfig({
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

// A production build also writes its public pages' markup (decision 0016); a dev server does not.
module.exports = withPrerenderBuild(client, {
  dir: __dirname,
  name: 'auth',
  entry: './src/app/prerender/public-pages.tsx',
  run: { exportName: 'renderPublicPages', key: 'pages', file: PRERENDERED_PAGES_FILE },
});
