import { allSettled, createWatch, fork } from 'effector';

import {
  $hasRoute,
  $pointCount,
  $points,
  MAX_POINTS,
  addressLine,
  createEmptyPoint,
  hasCoordinates,
  hasRoute,
  pointAdded,
  pointAddressChanged,
  pointContactChanged,
  pointRemovalApplied,
  pointRemoved,
  pointSaveToggled,
  pointsReordered,
  pointsReplaced,
  pointsReset,
  reorder,
  savedAddressPicked,
  withAddress,
} from '..';

const withStreet = (id: number, street: string) => ({
  ...createEmptyPoint(id),
  address: { ...createEmptyPoint(id).address, street },
});

describe('§4 a route exists when the first two points both have a street', () => {
  it.each([
    ['neither', '', '', false],
    ['only point 1', 'Абая', '', false],
    ['only point 2', '', 'Достык', false],
    ['point 1 has only spaces', '   ', 'Достык', false],
    ['both', 'Абая', 'Достык', true],
  ])('%s: %s / %s → %s', (_, first, second, expected) => {
    expect(hasRoute([withStreet(0, first), withStreet(1, second)])).toBe(expected);
  });

  it('only the first two points count', () => {
    expect(hasRoute([withStreet(0, 'Абая'), withStreet(1, ''), withStreet(2, 'Сатпаева')])).toBe(false);
    expect(hasRoute([withStreet(0, 'Абая')])).toBe(false);
  });

  it('the store follows: only point 2 filled is no route', async () => {
    const scope = fork();
    await allSettled(pointAddressChanged, { scope, params: { index: 1, address: { street: 'Достык' } } });
    expect(scope.getState($hasRoute)).toBe(false);
    await allSettled(pointAddressChanged, { scope, params: { index: 0, address: { street: 'Абая' } } });
    expect(scope.getState($hasRoute)).toBe(true);
  });
});

describe('points', () => {
  it('an empty point has every field empty and no coordinates', () => {
    expect(createEmptyPoint(1)).toEqual({
      id: 1,
      address: {
        street: '',
        entrance: '',
        floor: '',
        building: '',
        apartment: '',
        intercom: '',
        extra_info: '',
        longitude: null,
        latitude: null,
      },
      contact_info: { phone_number: '', contact_name: '' },
      geo_data: null,
    });
    expect(createEmptyPoint(0).save).toBe(false);
  });

  it('has coordinates only with both latitude and longitude', () => {
    const point = createEmptyPoint(0);
    const at = (latitude: number | null, longitude: number | null) =>
      hasCoordinates({ ...point, address: { ...point.address, latitude, longitude } });
    expect(at(43.2, 76.9)).toBe(true);
    expect(at(43.2, null)).toBe(false);
    expect(at(null, 76.9)).toBe(false);
    expect(at(null, null)).toBe(false);
  });

  it('keeps geo data only for a complete coordinate pair', () => {
    const point = createEmptyPoint(1);
    expect(withAddress(point, { latitude: 43.2, longitude: 76.9 }).geo_data).toEqual([76.9, 43.2]);
    expect(withAddress(point, { latitude: 43.2 }).geo_data).toBeNull();
    expect(withAddress(point, { longitude: 76.9 }).geo_data).toBeNull();
  });

  it('writes the address as street and building, leaving out what is blank', () => {
    const at = (street: string, building: string) =>
      addressLine({ ...createEmptyPoint(0), address: { ...createEmptyPoint(0).address, street, building } });
    expect(at('проспект Абая', '10')).toBe('проспект Абая, 10');
    expect(at('проспект Абая', ' ')).toBe('проспект Абая');
    expect(at('', '10')).toBe('10');
    expect(at('', '')).toBe('');
  });

  it('reorders by old indices and drops indices that do not exist', () => {
    expect(reorder(['a', 'b', 'c'], [2, 0, 1])).toEqual(['c', 'a', 'b']);
    expect(reorder(['a', 'b'], [1, 5, 0])).toEqual(['b', 'a']);
  });

  it('counts points, changes only the named point, and saves only the first', async () => {
    const scope = fork();
    expect(scope.getState($pointCount)).toBe(2);
    await allSettled(pointAdded, { scope });
    expect(scope.getState($pointCount)).toBe(3);
    await allSettled(pointContactChanged, {
      scope,
      params: { index: 1, contact: { contact_name: 'Алия' } },
    });
    await allSettled(pointContactChanged, {
      scope,
      params: { index: 1, contact: { phone_number: '+77014445566' } },
    });
    await allSettled(savedAddressPicked, {
      scope,
      params: { index: 2, address: { street: 'Сатпаева' }, addressId: 5 },
    });
    await allSettled(pointSaveToggled, { scope, params: true });
    const points = scope.getState($points);
    expect(points.map((point) => point.contact_info)).toEqual([
      { phone_number: '', contact_name: '' },
      { phone_number: '+77014445566', contact_name: 'Алия' },
      { phone_number: '', contact_name: '' },
    ]);
    expect(points.map((point) => point.address.street)).toEqual(['', '', 'Сатпаева']);
    expect(points.map((point) => point.address_id)).toEqual([undefined, undefined, 5]);
    expect(points.map((point) => point.save)).toEqual([true, undefined, undefined]);
  });

  it('a reorder must name every point, else nothing moves', async () => {
    const scope = fork();
    await allSettled(pointAdded, { scope });
    for (const [index, street] of ['Абая', 'Достык', 'Сатпаева'].entries()) {
      await allSettled(pointAddressChanged, { scope, params: { index, address: { street } } });
    }
    await allSettled(pointsReordered, { scope, params: [0, 1] });
    expect(scope.getState($points).map((point) => point.address.street)).toEqual([
      'Абая',
      'Достык',
      'Сатпаева',
    ]);
    await allSettled(pointsReordered, { scope, params: [0, 2, 1] });
    expect(scope.getState($points).map((point) => [point.id, point.address.street])).toEqual([
      [0, 'Абая'],
      [1, 'Сатпаева'],
      [2, 'Достык'],
    ]);
  });

  it('a set of points replaces the draft, renumbered; fewer than two start over', async () => {
    const scope = fork();
    await allSettled(pointsReplaced, { scope, params: [withStreet(4, 'Абая'), withStreet(7, 'Достык')] });
    expect(scope.getState($points).map((point) => [point.id, point.address.street])).toEqual([
      [0, 'Абая'],
      [1, 'Достык'],
    ]);
    expect(scope.getState($points)[0]?.save).toBe(false);
    await allSettled(pointsReplaced, { scope, params: [withStreet(0, 'Абая')] });
    expect(scope.getState($points)).toEqual([createEmptyPoint(0), createEmptyPoint(1)]);
    await allSettled(pointAdded, { scope });
    await allSettled(pointsReset, { scope });
    expect(scope.getState($points)).toHaveLength(2);
  });

  it(`adds up to ${MAX_POINTS} points and no more`, async () => {
    expect(MAX_POINTS).toBe(15);
    const scope = fork();
    for (let added = 0; added < 14; added += 1) await allSettled(pointAdded, { scope });
    expect(scope.getState($pointCount)).toBe(15);
    await allSettled(pointAdded, { scope });
    expect(scope.getState($pointCount)).toBe(15);
  });

  it('removes the first and the last point, and ignores an index outside the route', async () => {
    const scope = fork();
    for (let added = 0; added < 2; added += 1) await allSettled(pointAdded, { scope });
    for (const [index, street] of ['Абая', 'Достык', 'Сатпаева', 'Толе би'].entries()) {
      await allSettled(pointAddressChanged, { scope, params: { index, address: { street } } });
    }
    // Nothing downstream hears of it either: the tasks and items lists would lose their last entry.
    const applied = jest.fn();
    const unwatch = createWatch({ unit: pointRemovalApplied, fn: applied, scope });
    await allSettled(pointRemoved, { scope, params: 4 });
    await allSettled(pointRemoved, { scope, params: -1 });
    expect(scope.getState($pointCount)).toBe(4);
    expect(applied).not.toHaveBeenCalled();
    unwatch();
    await allSettled(pointRemoved, { scope, params: 3 });
    await allSettled(pointRemoved, { scope, params: 0 });
    expect(scope.getState($points).map((point) => [point.id, point.address.street])).toEqual([
      [0, 'Достык'],
      [1, 'Сатпаева'],
    ]);
  });
});
