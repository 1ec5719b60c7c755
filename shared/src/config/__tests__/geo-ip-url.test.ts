import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseRuntimeConfig } from '../runtime-config';

const shellConfig = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(__dirname, '../../../../shell/public/config.json'), 'utf8'));

describe('config.json: geoIpUrl (the IP geolocation lookup, §7)', () => {
  it('names the sandbox lookup in the deployed config.json', () => {
    expect(parseRuntimeConfig(shellConfig()).geoIpUrl).toBe('http://localhost:8090/geoip');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['a URL', 'https://geoip.example.kz/json'],
  ])('accepts it %s', (_case, geoIpUrl) => {
    const raw = { ...shellConfig(), geoIpUrl };
    expect(parseRuntimeConfig(raw).geoIpUrl).toBe(geoIpUrl);
  });

  it.each([8090, true, { url: 'x' }])('rejects %p', (geoIpUrl) => {
    expect(() => parseRuntimeConfig({ ...shellConfig(), geoIpUrl })).toThrow('geoIpUrl');
  });
});
