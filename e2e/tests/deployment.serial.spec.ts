import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { signIn } from './support/cabinet';
import { expect, test } from './support/test';

/** The deployment's remotes.json, as `npm start` and the e2e servers write it beside index.html. */
const REMOTES_JSON = path.join(__dirname, '..', '..', 'shell', 'dist', 'remotes.json');

// Edits the one deployment every test uses, so it runs alone (the faults project).
test('remotes.json decides where a remote comes from, with nothing rebuilt or restarted', async ({
  page,
  context,
}) => {
  await signIn(context);
  const deployed = readFileSync(REMOTES_JSON, 'utf8');
  try {
    // A deployment that moves the warehouses remote to another address (the same files on 127.0.0.1).
    const remotes = JSON.parse(deployed) as Record<string, string>;
    writeFileSync(
      REMOTES_JSON,
      JSON.stringify({ ...remotes, warehouses: 'http://127.0.0.1:8083/mf-manifest.json' }),
    );
    const moved = page.waitForRequest('http://127.0.0.1:8083/remoteEntry.js');
    await page.goto('/warehouses');
    await moved;
    await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
    // The pages' policy follows the edit: the new address may run scripts, and nothing was blocked.
    const policy = (await page.request.get('/warehouses')).headers()['content-security-policy'];
    expect(policy).toContain('http://127.0.0.1:8083');
  } finally {
    writeFileSync(REMOTES_JSON, deployed);
  }
});

test('a remotes.json caught half-written keeps every origin answering with the last policy, then the next is read', async ({
  request,
}) => {
  const deployed = readFileSync(REMOTES_JSON, 'utf8');
  const policyOf = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return response.headers()['content-security-policy'];
  };
  const before = await policyOf('/orders/new');
  expect(before).toContain('script-src');
  try {
    // As a deploy that writes the file in place leaves it for a moment (it once stopped every server).
    writeFileSync(REMOTES_JSON, deployed.slice(0, Math.floor(deployed.length / 2)));
    expect(await policyOf('/orders/new')).toBe(before);
    expect(await policyOf('http://localhost:8082/index.html')).toBe(before);
    // The write completes, with a remote moved: the next answer follows it.
    const remotes = JSON.parse(deployed) as Record<string, string>;
    writeFileSync(
      REMOTES_JSON,
      JSON.stringify({ ...remotes, reports: 'http://127.0.0.1:8084/mf-manifest.json' }),
    );
    expect(await policyOf('/orders/new')).toContain('http://127.0.0.1:8084');
  } finally {
    writeFileSync(REMOTES_JSON, deployed);
  }
  expect(await policyOf('/orders/new')).toBe(before);
});
