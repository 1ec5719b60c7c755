// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'shell');

// The shell finds its remotes at run time through remotes.json. It exposes its route table as data,
// so deployment tooling can read which remote owns which route, and a module no one loads whose
// imports make it provide every shared singleton to the remotes (decision 0010).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: app.port,
  isHost: true,
  exposes: {
    './route-manifest': './src/app/router/route-manifest.ts',
    './provided-singletons': './src/shared/federation/provided-singletons.ts',
  },
});
