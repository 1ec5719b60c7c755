import { testRuntimeConfig } from '@cabinet/shared/testing';

import { legacyHostTarget } from '../legacy-host';

const config = {
  ...testRuntimeConfig(),
  legacyHosts: ['old.example.kz', 'cabinet.example.kz:8443'],
  canonicalOrigin: 'https://business.example.kz',
};
const at = (host: string, pathname = '/warehouses', search = '?page=2', hash = '#top') => ({
  host,
  pathname,
  search,
  hash,
});

describe('an old host name of the cabinet (§1 start-up)', () => {
  it('sends a visit to the current host, with the same path, query and fragment', () => {
    expect(legacyHostTarget(at('old.example.kz'), config)).toBe(
      'https://business.example.kz/warehouses?page=2#top',
    );
    expect(legacyHostTarget(at('Cabinet.Example.kz:8443', '/', '', ''), config)).toBe(
      'https://business.example.kz/',
    );
  });

  it('leaves every other host where it is', () => {
    expect(legacyHostTarget(at('business.example.kz'), config)).toBeNull();
    expect(legacyHostTarget(at('cabinet.example.kz'), config)).toBeNull();
    expect(legacyHostTarget(at('old.example.kz'), testRuntimeConfig())).toBeNull();
  });

  it('never sends the current host to itself, even when it is listed as old by mistake', () => {
    const listed = { ...config, legacyHosts: ['business.example.kz'] };
    expect(legacyHostTarget(at('business.example.kz'), listed)).toBeNull();
  });
});
