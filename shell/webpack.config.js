// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');
const { withPrerenderBuild } = require('@cabinet/shared/tooling/prerender-config');
const { LAYOUT_FRAMES_FILE } = require('@cabinet/shared/tooling/prerendered-files');

const app = APPS.find((candidate) => candidate.dir === 'shell');

// The shell finds its remotes at run time through remotes.json. It exposes its route table as data,
// so deployment tooling can read which remote owns which route, and a module no one loads whose
// imports make it provide every shared singleton to the remotes (decision 0010).
const client = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: app.port,
  isHost: true,
  exposes: {
    './route-manifest': './src/app/router/route-manifest.ts',
    './provided-singletons': './src/shared/federation/provided-singletons.ts',
  },
});

// A production build also writes its layouts as static markup (decision 0021): a server draws a
// signed-in page into them. A dev server does not.
module.exports = withPrerenderBuild(client, {
  dir: __dirname,
  name: 'shell',
  entry: './src/app/prerender/layout-frames.tsx',
  run: { exportName: 'renderLayoutFrames', key: 'frames', file: LAYOUT_FRAMES_FILE },
});
