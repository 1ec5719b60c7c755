// Serves the fake super-app host page on its own origin (http://localhost:8086) for the e2e suite.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.SUPER_APP_PORT ?? 8086);
const HOST_PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host.html');

createServer((request, response) => {
  if (request.url?.startsWith('/host.html')) {
    // Read on every request: a server kept running between test runs serves the page as it is now.
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(readFileSync(HOST_PAGE));
    return;
  }
  response.writeHead(404).end('Not found');
}).listen(PORT, '127.0.0.1', () => console.info(`super-app host on http://localhost:${PORT}/host.html`));
