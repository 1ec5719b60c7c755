// Serves the production builds for the e2e suite as a deployment would: its config.json names the
// stand-in super-app host (e2e/super-app, http://localhost:8086) as the one site that may frame the
// cabinet, and the static servers send the security headers computed from it.
import { writeDeploymentFiles } from '../shared/tooling/deployment.mjs';
import { serveApps } from '../shared/tooling/serve.mjs';

writeDeploymentFiles({ config: { superAppOrigin: 'http://localhost:8086' } });
const servers = await serveApps();
const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
