import { createHash } from 'node:crypto';
import http from 'node:http';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { request as playwrightRequest } from '@playwright/test';

import { SHELL } from './support/cabinet';
import { expect, test } from './support/test';

/** Every origin of the deployment: the shell and the four remotes. */
const ORIGINS = {
  shell: SHELL,
  auth: 'http://localhost:8081',
  orders: 'http://localhost:8082',
  warehouses: 'http://localhost:8083',
  reports: 'http://localhost:8084',
};

const REVALIDATE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/** One answer, read whole: status, headers and body as text. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

async function get(url: string, encoding = 'br, gzip', extra: Record<string, string> = {}): Promise<Answer> {
  const api = await playwrightRequest.newContext();
  try {
    const response = await api.get(url, { headers: { 'Accept-Encoding': encoding, ...extra } });
    return { status: response.status(), headers: response.headers(), text: await response.text() };
  } finally {
    await api.dispose();
  }
}

/** A content-hashed script of an origin, read from what it serves: the shell's HTML or a manifest. */
async function hashedScriptOf(origin: string): Promise<string> {
  if (origin === SHELL) {
    const { text: html } = await get(`${SHELL}/login`);
    const main = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    if (!main) throw new Error('index.html names no hashed main script');
    return `${SHELL}${main}`;
  }
  const manifest = JSON.parse((await get(`${origin}/mf-manifest.json`)).text) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const file = manifest.exposes[0]?.assets.js.sync[0];
  if (!file) throw new Error(`${origin}: its manifest lists no script`);
  return `${origin}/${file}`;
}

test.describe('what every origin sends (caching, compression, no source maps)', () => {
  for (const [name, origin] of Object.entries(ORIGINS)) {
    test(`${name}: only content-hashed files are kept for good, the rest is revalidated`, async () => {
      const files =
        origin === SHELL
          ? [
              '/',
              '/login',
              '/orders/new',
              '/mobile/orders/17',
              '/index.html',
              '/config.json',
              '/remotes.json',
            ]
          : ['/index.html'];
      for (const file of [...files, '/remoteEntry.js', '/mf-manifest.json']) {
        const response = await get(`${origin}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers['cache-control'], file).toBe(REVALIDATE);
        expect(response.headers['etag'], file).toBeTruthy();
      }
      const hashed = await get(await hashedScriptOf(origin));
      expect(hashed.status).toBe(200);
      expect(hashed.headers['cache-control']).toBe(FOREVER);
    });

    test(`${name}: scripts are sent brotli or gzip as asked, and no source map is served`, async () => {
      const script = await hashedScriptOf(origin);
      const brotli = await get(script, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toBe('Accept-Encoding');
      expect((await get(script, 'gzip')).headers['content-encoding']).toBe('gzip');
      const plain = await get(script, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const source = plain.text;
      expect(source).not.toContain('sourceMappingURL');
      expect((await get(`${script}.map`)).status).toBe(404);
      expect((await get(`${origin}/remoteEntry.js.map`)).status).toBe(404);
      // A revalidation answers 304 with the same policy, without the body.
      const remoteEntry = await get(`${origin}/remoteEntry.js`);
      const again = await get(`${origin}/remoteEntry.js`, 'br, gzip', {
        'If-None-Match': remoteEntry.headers['etag'] ?? '',
      });
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe(REVALIDATE);
    });

    test(`${name}: a request target no browser sends is answered, and the server goes on`, async () => {
      // `GET //` once brought the whole static server down: its path was read as a URL with no host.
      for (const target of ['//', '//other.example/orders/new', '///config.json', '/%E0%A4%A', '/%00']) {
        const status = await rawGet(origin, target);
        expect(status, target).toBeGreaterThanOrEqual(200);
        expect(status, target).toBeLessThan(500);
      }
      expect((await get(`${origin}/remoteEntry.js`)).status).toBe(200);
    });
  }
});

/** The status of a GET of `target` exactly as written (a browser or a fetch would normalise it). */
function rawGet(origin: string, target: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

test("the shell's main.js is named by the hash of the bytes it serves, chunk map included", async () => {
  // main.js is kept for good under its name, and its chunk map names every other chunk: a chunk whose
  // bytes change must change main.js's name too, or a browser keeps asking for the old chunk.
  const url = await hashedScriptOf(SHELL);
  const api = await playwrightRequest.newContext();
  try {
    const body = await (await api.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
    expect(url).toMatch(new RegExp(`/main\\.${hash}\\.js$`));
  } finally {
    await api.dispose();
  }
});

test('the next visit after a deploy of a changed shell shows the new shell', async ({ page }) => {
  // A copy of the shell's build, served like the real one on its own port, stands for a deployment.
  const { staticHandler, listen } = await import('../../shared/tooling/serve.mjs');
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cabinet-shell-'));
  cpSync(path.join(__dirname, '..', '..', 'shell', 'dist'), dist, { recursive: true });
  const server = await listen(await staticHandler(dist, { spa: true, dev: true }), 8088);
  try {
    await page.goto('http://localhost:8088/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.release)).toBeUndefined();

    // The new release: its entry script has new content, so a new hashed name, and its index.html
    // (the same URL as before) names it. Old files stay, as on a CDN.
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const oldMain = /\/(main\.[0-9a-f]{8}\.js)/.exec(html)?.[1] as string;
    const newMain = 'main.0a0b0c0d.js';
    writeFileSync(
      path.join(dist, `${newMain}.tmp`),
      `document.documentElement.dataset.release = 'next';\n${readFileSync(path.join(dist, oldMain), 'utf8')}`,
    );
    renameSync(path.join(dist, `${newMain}.tmp`), path.join(dist, newMain));
    for (const sibling of ['index.html.br', 'index.html.gz'])
      rmSync(path.join(dist, sibling), { force: true });
    writeFileSync(path.join(dist, 'index.html'), html.replace(oldMain, newMain));
    // The deploy step that follows every shell release writes the public pages' HTML from it.
    const { writePublicPages } = await import('../../shared/tooling/deployment.mjs');
    writePublicPages(dist);

    // A new visit, not a reload (a reload revalidates whatever the headers say): a cached HTML would
    // still name the old script.
    await page.goto('about:blank');
    await page.goto('http://localhost:8088/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.release)).toBe('next');
  } finally {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
