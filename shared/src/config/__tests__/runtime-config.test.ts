import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { allSettled, fork } from 'effector';

import {
  $runtimeConfig,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  runtimeConfigLoaded,
} from '../runtime-config';

const shellConfig = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(__dirname, '../../../../shell/public/config.json'), 'utf8'));

describe('parseRuntimeConfig', () => {
  it("accepts the shell's deployed config.json as it is", () => {
    const raw = shellConfig();
    const config = parseRuntimeConfig(raw);
    expect(config).toEqual(raw);
    expect(config.deliveryApiUrl).toMatch(/^https?:\/\//);
    expect(config.oauth.clientId).toMatch(/^\d+$/);
  });

  it.each(['deliveryApiUrl', 'authProxyUrl'])('rejects a config without %s', (key) => {
    const raw = shellConfig();
    delete raw[key];
    expect(() => parseRuntimeConfig(raw)).toThrow(key);
  });

  it.each(['deliveryApiUrl', 'authProxyUrl'])('rejects an empty %s', (key) => {
    expect(() => parseRuntimeConfig({ ...shellConfig(), [key]: '' })).toThrow(key);
  });

  it('rejects a non-string base URL', () => {
    expect(() => parseRuntimeConfig({ ...shellConfig(), deliveryApiUrl: 8090 })).toThrow('deliveryApiUrl');
  });

  it.each([
    ['no oauth block', undefined],
    ['no loginUrl', { logoutUrl: 'x', clientId: '1' }],
    ['no clientId', { loginUrl: 'x', logoutUrl: 'x' }],
  ])('rejects a config with %s', (_label, oauth) => {
    expect(() => parseRuntimeConfig({ ...shellConfig(), oauth })).toThrow('oauth');
  });

  it('accepts old host names with the origin they move to', () => {
    const raw = {
      ...shellConfig(),
      legacyHosts: ['old.example.kz'],
      canonicalOrigin: 'https://new.example.kz',
    };
    expect(parseRuntimeConfig(raw)).toEqual(raw);
  });

  it.each([
    ['not a list', { legacyHosts: 'old.example.kz', canonicalOrigin: 'https://new.example.kz' }, 'list'],
    ['no origin to move to', { legacyHosts: ['old.example.kz'] }, 'canonicalOrigin'],
    [
      'an origin with a path',
      { legacyHosts: ['old.example.kz'], canonicalOrigin: 'https://new.kz/app' },
      'canonicalOrigin',
    ],
  ])('rejects old host names with %s', (_label, fields, message) => {
    expect(() => parseRuntimeConfig({ ...shellConfig(), ...fields })).toThrow(message);
  });

  it.each([null, 'config', 42])('rejects %p as not an object', (raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow('not an object');
  });
});

describe('fetchRuntimeConfig', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads /config.json and checks it', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => shellConfig() });
    global.fetch = fetchMock;

    const config = await fetchRuntimeConfig();

    expect(fetchMock).toHaveBeenCalledWith('/config.json');
    expect(config.authProxyUrl).toBe(shellConfig().authProxyUrl);
  });

  it('takes a response started earlier instead of asking again', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const early = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => shellConfig() });

    const config = await fetchRuntimeConfig('/config.json', early);

    expect(early).toHaveBeenCalledWith('/config.json');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(config).toEqual(shellConfig());
  });

  it('fails loudly when the file is missing', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    await expect(fetchRuntimeConfig()).rejects.toThrow('404');
  });
});

describe('$runtimeConfig', () => {
  it('is null until the shell loads the config', async () => {
    const scope = fork();
    expect(scope.getState($runtimeConfig)).toBeNull();

    const config = parseRuntimeConfig(shellConfig());
    await allSettled(runtimeConfigLoaded, { scope, params: config });

    expect(scope.getState($runtimeConfig)).toEqual(config);
  });
});
