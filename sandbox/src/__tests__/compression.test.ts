/** Answers are compressed the way a production platform's are, and only when the client asks. */
import zlib from 'node:zlib';
import type { Sandbox } from '../server';
import { call, makeSandbox, tokenFor, USERS } from './helpers';

let sb: Sandbox;
let token: string;
const LIST = '/rocket/v0/deliveries/groups?page=1&page_size=100&status=1,2,5';

beforeAll(async () => {
  sb = await makeSandbox();
  token = await tokenFor(sb, USERS.alma);
});
afterAll(() => sb.app.close());

test('a list of 1 KB or more leaves in brotli or gzip, as accepted, and decodes to the same JSON', async () => {
  const plain = await call(sb, 'GET', LIST, { token });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

  const br = await call(sb, 'GET', LIST, { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

  const gzip = await call(sb, 'GET', LIST, { token, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('an answer under 1 KB and an error stay as they are', async () => {
  const small = await call(sb, 'GET', '/rocket/users/me', { token, headers: { 'accept-encoding': 'br' } });
  expect(small.statusCode).toBe(200);
  expect(small.rawPayload.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  const denied = await call(sb, 'GET', LIST, { headers: { 'accept-encoding': 'br' } });
  expect(denied.statusCode).toBe(401);
  expect(denied.headers['content-encoding']).toBeUndefined();
});
