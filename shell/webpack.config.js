// @ts-check
const { createAppConfig } = require('@cabinet/shared/tooling/webpack');
const { APPS } = require('@cabinet/shared/tooling/apps');

const app = APPS.find((candidate) => candidate.dir === 'shell');

// The shell exposes nothing: it finds its remotes at run time through remotes.json.
module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: app.port, isHost: true });
