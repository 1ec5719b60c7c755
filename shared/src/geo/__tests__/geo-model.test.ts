import { allSettled, fork } from 'effector';

import type * as GeoModel from '../geo-model';

import { signedOut } from '../../session';
import {
  $chosenGeoCity,
  $geoCity,
  $geoLocation,
  $geoSearchCity,
  chosenGeoCitySet,
  geoLocated,
} from '../geo-model';

const inAstana = { latitude: 51.16, longitude: 71.47, source: 'high-accuracy', city: 'astana' } as const;

describe('the city the cabinet works in (§2 city choice)', () => {
  it('is all Kazakhstan while nothing was chosen and the location is unknown', () => {
    const scope = fork();
    expect(scope.getState($geoCity)).toBe('all');
    expect(scope.getState($geoSearchCity)).toBeNull();
  });

  it('is preselected from the location when nothing was chosen', async () => {
    const scope = fork();
    await allSettled(geoLocated, { scope, params: inAstana });
    expect(scope.getState($geoLocation)).toEqual(inAstana);
    expect(scope.getState($geoCity)).toBe('astana');
    expect(scope.getState($geoSearchCity)).toBe('astana');
  });

  it('stays all Kazakhstan for a location far from both cities', async () => {
    const scope = fork();
    await allSettled(geoLocated, { scope, params: { ...inAstana, city: null } });
    expect(scope.getState($geoCity)).toBe('all');
  });

  it('follows the choice over the location, all Kazakhstan included', async () => {
    const scope = fork();
    await allSettled(geoLocated, { scope, params: inAstana });
    await allSettled(chosenGeoCitySet, { scope, params: 'almaty' });
    expect(scope.getState($geoCity)).toBe('almaty');
    await allSettled(chosenGeoCitySet, { scope, params: 'all' });
    expect(scope.getState($geoCity)).toBe('all');
    expect(scope.getState($geoSearchCity)).toBeNull();
  });

  it('forgets the choice when the user signs out', async () => {
    const scope = fork({ values: [[$chosenGeoCity, 'astana']] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($chosenGeoCity)).toBeNull();
  });
});

describe('the kept choice', () => {
  afterEach(() => localStorage.clear());

  it('is read back at start (kept across reloads)', () => {
    localStorage.setItem('cabinet.geo-city', 'astana');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../geo-model') as typeof GeoModel;
      expect(model.$chosenGeoCity.getState()).toBe('astana');
      expect(model.$geoCity.getState()).toBe('astana');
    });
  });

  it('is ignored when storage holds something else', () => {
    localStorage.setItem('cabinet.geo-city', 'shymkent');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../geo-model') as typeof GeoModel;
      expect(model.$chosenGeoCity.getState()).toBeNull();
    });
  });
});
