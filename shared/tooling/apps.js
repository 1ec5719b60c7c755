// @ts-check
/**
 * The five front-end apps of the system, their federation names and default ports. Build,
 * serve, start, e2e and benchmark scripts all read this list, so a port changes in one place.
 */
const APPS = [
  { dir: 'shell', federationName: 'shell', port: 8080, portEnv: 'SHELL_PORT', isHost: true },
  { dir: 'mf-auth', federationName: 'auth', port: 8081, portEnv: 'MF_AUTH_PORT' },
  { dir: 'mf-orders', federationName: 'orders', port: 8082, portEnv: 'MF_ORDERS_PORT' },
  { dir: 'mf-warehouses', federationName: 'warehouses', port: 8083, portEnv: 'MF_WAREHOUSES_PORT' },
  { dir: 'mf-reports', federationName: 'reports', port: 8084, portEnv: 'MF_REPORTS_PORT' },
];

const SANDBOX = { dir: 'sandbox', port: 8090, portEnv: 'SANDBOX_PORT' };

/** Port of an app in this environment: the env override if set, else its default. */
function portOf(app, env = process.env) {
  const value = env[app.portEnv];
  return value ? Number(value) : app.port;
}

module.exports = { APPS, SANDBOX, portOf };
