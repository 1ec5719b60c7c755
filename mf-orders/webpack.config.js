// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');
const { withPrerenderBuild } = require('@cabinet/shared/tooling/prerender-config');

const app = APPS.find((candidate) => candidate.dir === 'mf-orders');

const client = createAppConfig({
  dir: __dirname,
  name: 'orders',
  port: app.port,
  // Route-level pages only: the shell owns the routes, this remote owns what they show.
  exposes: {
    './orders-page': './src/pages/orders/index.ts',
    './mobile-home-page': './src/pages/mobile-home/index.ts',
    './new-order-page': './src/pages/new-order/index.ts',
    './delivery-page': './src/pages/delivery/index.ts',
    './integration-page': './src/pages/integration/index.ts',
    './tracking-page': './src/pages/tracking/index.ts',
    './mobile-new-order-details-page': './src/pages/mobile-new-order-details/index.ts',
    './mobile-orders-page': './src/pages/mobile-orders/index.ts',
    './mobile-order-details-page': './src/pages/mobile-order-details/index.ts',
  },
});

// A production build also keeps a Node build of the signed-in pages a server draws from the
// platform's answers (decision 0021); a dev server does not.
module.exports = withPrerenderBuild(client, {
  dir: __dirname,
  name: 'orders',
  entry: './src/app/prerender/signed-in-pages.tsx',
});
