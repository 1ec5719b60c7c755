import { allSettled, fork } from 'effector';

import {
  $hasRoute,
  $isMultiPoint,
  $points,
  pointAdded,
  pointAddressChanged,
  pointRemoved,
  pointSaveToggled,
  pointsReordered,
  savedAddressPicked,
} from '..';

describe('points model', () => {
  it('starts with two empty points; only the first has the save flag', () => {
    const scope = fork();
    const points = scope.getState($points);
    expect(points).toHaveLength(2);
    expect(points.map((point) => point.id)).toEqual([0, 1]);
    expect(points[0]?.save).toBe(false);
    expect(points[1]).not.toHaveProperty('save');
    expect(points[1]?.address.street).toBe('');
  });

  it('adds an empty point at the end and, past two points, the order is multi-point', async () => {
    const scope = fork();
    expect(scope.getState($isMultiPoint)).toBe(false);
    await allSettled(pointAdded, { scope });
    expect(scope.getState($points).map((point) => point.id)).toEqual([0, 1, 2]);
    expect(scope.getState($isMultiPoint)).toBe(true);
  });

  it('deletes a point, renumbers the rest and never goes below two', async () => {
    const scope = fork();
    await allSettled(pointAdded, { scope });
    await allSettled(pointAddressChanged, { scope, params: { index: 2, address: { street: 'Абая' } } });
    await allSettled(pointRemoved, { scope, params: 1 });
    const points = scope.getState($points);
    expect(points.map((point) => point.id)).toEqual([0, 1]);
    expect(points[1]?.address.street).toBe('Абая');
    await allSettled(pointRemoved, { scope, params: 0 });
    expect(scope.getState($points)).toHaveLength(2);
  });

  it('keeps the save flag on whichever point is first after a reorder', async () => {
    const scope = fork();
    await allSettled(pointSaveToggled, { scope, params: true });
    await allSettled(pointAdded, { scope });
    await allSettled(pointsReordered, { scope, params: [0, 2, 1] });
    const points = scope.getState($points);
    expect(points[0]?.save).toBe(true);
    expect(points.slice(1).some((point) => 'save' in point)).toBe(false);
  });

  it('has a route only when the first two points both have a street', async () => {
    const scope = fork();
    await allSettled(pointAddressChanged, { scope, params: { index: 0, address: { street: 'Абая' } } });
    expect(scope.getState($hasRoute)).toBe(false);
    await allSettled(pointAddressChanged, {
      scope,
      params: { index: 1, address: { street: 'Достык', latitude: 43.2, longitude: 76.9 } },
    });
    expect(scope.getState($hasRoute)).toBe(true);
    expect(scope.getState($points)[1]?.geo_data).toEqual([76.9, 43.2]);
  });

  it('keeps a picked saved address’s id until the point is moved to another place', async () => {
    const scope = fork();
    const address = { street: 'проспект Абая', building: '52', latitude: 43.24, longitude: 76.91 };
    await allSettled(savedAddressPicked, { scope, params: { index: 0, address, addressId: 12 } });
    expect(scope.getState($points)[0]).toMatchObject({ address_id: 12, geo_data: [76.91, 43.24] });
    // Details of the same place keep it; so does setting the same street again.
    await allSettled(pointAddressChanged, {
      scope,
      params: { index: 0, address: { entrance: '3', floor: '2' } },
    });
    await allSettled(pointAddressChanged, {
      scope,
      params: { index: 0, address: { street: 'проспект Абая' } },
    });
    expect(scope.getState($points)[0]?.address_id).toBe(12);
    await allSettled(pointAddressChanged, { scope, params: { index: 0, address: { building: '54' } } });
    expect(scope.getState($points)[0]).not.toHaveProperty('address_id');
    // A branch has no saved-address id.
    await allSettled(savedAddressPicked, { scope, params: { index: 1, address, addressId: null } });
    expect(scope.getState($points)[1]).not.toHaveProperty('address_id');
  });
});
