import { allSettled, fork } from 'effector';

import { platformRequest } from '@cabinet/shared/http';
import { testRuntimeConfig } from '@cabinet/shared/testing';

import { $runtimeConfig } from '../../config';
import { signedOut } from '../../session';
import {
  $locationAsked,
  UPDATE_GEO_CITY_URL,
  keepChosenCityFx,
  locateFx,
  updateGeoCityFx,
} from '../geo-effects';
import { $chosenGeoCity, $geoCity, $geoLocation, geoCityChosen, locationRequested } from '../geo-model';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn(async () => ({})) }));

const located = { latitude: 43.25, longitude: 76.92, source: 'ip', city: 'almaty' } as const;

describe('the location at start-up (§1)', () => {
  it('is asked for once, with the IP lookup of config.json, and preselects the city', async () => {
    const locate = jest.fn(async () => located);
    const scope = fork({
      values: [[$runtimeConfig, testRuntimeConfig({ geoIpUrl: 'http://geo.test/ip' })]],
      handlers: [[locateFx, locate]],
    });

    await allSettled(locationRequested, { scope });
    await allSettled(locationRequested, { scope });

    expect(locate).toHaveBeenCalledTimes(1);
    expect(locate).toHaveBeenCalledWith('http://geo.test/ip');
    expect(scope.getState($geoLocation)).toEqual(located);
    expect(scope.getState($geoCity)).toBe('almaty');
  });

  it('goes without the IP lookup when config.json names none', async () => {
    const locate = jest.fn(async () => null);
    const scope = fork({ values: [[$runtimeConfig, testRuntimeConfig()]], handlers: [[locateFx, locate]] });
    await allSettled(locationRequested, { scope });
    expect(locate).toHaveBeenCalledWith(null);
  });

  it('waits for config.json', async () => {
    const locate = jest.fn(async () => located);
    const scope = fork({ handlers: [[locateFx, locate]] });
    await allSettled(locationRequested, { scope });
    expect(locate).not.toHaveBeenCalled();
    expect(scope.getState($locationAsked)).toBe(false);
  });

  it('changes nothing, silently, when nothing could tell where the visitor is', async () => {
    const scope = fork({
      values: [[$runtimeConfig, testRuntimeConfig()]],
      handlers: [[locateFx, async () => null]],
    });
    await allSettled(locationRequested, { scope });
    expect(scope.getState($geoLocation)).toBeNull();
    expect(scope.getState($geoCity)).toBe('all');
  });
});

describe('the city choice (§2, §7 update-geo-city)', () => {
  it('applies at once, tells the platform and is kept', async () => {
    const update = jest.fn(async () => undefined);
    const keep = jest.fn();
    const scope = fork({
      values: [[$chosenGeoCity, 'almaty']],
      handlers: [
        [updateGeoCityFx, update],
        [keepChosenCityFx, keep],
      ],
    });

    const choosing = allSettled(geoCityChosen, { scope, params: 'astana' });
    expect(scope.getState($geoCity)).toBe('astana');
    await choosing;

    expect(update).toHaveBeenCalledWith({ city: 'astana', previous: 'almaty' });
    expect(keep).toHaveBeenCalledWith('astana');
    expect(scope.getState($chosenGeoCity)).toBe('astana');
  });

  it('brings the previous choice back when the platform refuses, and keeps nothing', async () => {
    const keep = jest.fn();
    const scope = fork({
      values: [[$chosenGeoCity, null]],
      handlers: [
        [updateGeoCityFx, async () => Promise.reject(new Error('COMPANY_NOT_FOUND'))],
        [keepChosenCityFx, keep],
      ],
    });
    await allSettled(geoCityChosen, { scope, params: 'astana' });
    expect(scope.getState($chosenGeoCity)).toBeNull();
    expect(scope.getState($geoCity)).toBe('all');
    expect(keep).not.toHaveBeenCalled();
  });

  it('forgets the kept choice on sign-out', async () => {
    const keep = jest.fn();
    const scope = fork({ handlers: [[keepChosenCityFx, keep]] });
    await allSettled(signedOut, { scope });
    expect(keep).toHaveBeenCalledWith(null);
  });

  it('sends PATCH /rocket/v0/business/update-geo-city/ with the city', async () => {
    await updateGeoCityFx({ city: 'all', previous: null });
    expect(UPDATE_GEO_CITY_URL).toBe('/rocket/v0/business/update-geo-city/');
    expect(platformRequest).toHaveBeenCalledWith({
      method: 'patch',
      url: '/rocket/v0/business/update-geo-city/',
      data: { city: 'all' },
    });
  });

  it('keeps the choice in local storage under cabinet.geo-city, and forgets it', async () => {
    await keepChosenCityFx('astana');
    expect(localStorage.getItem('cabinet.geo-city')).toBe('astana');
    await keepChosenCityFx(null);
    expect(localStorage.getItem('cabinet.geo-city')).toBeNull();
  });
});
