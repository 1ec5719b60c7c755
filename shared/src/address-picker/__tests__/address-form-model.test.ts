import { allSettled, fork } from 'effector';

import { signedOut } from '@cabinet/shared';

import { createAddressFormModel, type AddressValues } from '..';
import { NO_ADDRESS } from './no-address';

interface Values extends AddressValues {
  name: string;
  floor: string;
}
interface Stored {
  title: string;
  street: string;
  house: string;
  lat: number;
  lon: number;
}

const EMPTY: Values = {
  ...NO_ADDRESS,
  name: '',
  floor: '',
};
const STORED: Stored = { title: 'Склад на Абая', street: 'Абая', house: '10', lat: 43.24, lon: 76.91 };

const form = createAddressFormModel<Values, 'name' | 'floor', Stored, 'required' | 'tooLong'>({
  empty: EMPTY,
  valuesOf: (stored) => ({
    ...EMPTY,
    name: stored.title,
    addressText: `${stored.street}, ${stored.house}`,
    street: stored.street,
    building: stored.house,
    latitude: stored.lat,
    longitude: stored.lon,
  }),
  sameValues: (left, right) => JSON.stringify(left) === JSON.stringify(right),
  focusOrder: ['name', 'address', 'floor'],
});

describe('createAddressFormModel: the state of a form that edits a place', () => {
  it('is dirty once changed and clean again when changed back; a stored place is its start', async () => {
    const scope = fork();
    await allSettled(form.storedOpened, { scope, params: STORED });
    expect(scope.getState(form.$values).addressText).toBe('Абая, 10');
    expect(scope.getState(form.$dirty)).toBe(false);
    await allSettled(form.fieldChanged, { scope, params: { field: 'floor', value: '3' } });
    expect(scope.getState(form.$dirty)).toBe(true);
    await allSettled(form.fieldChanged, { scope, params: { field: 'floor', value: '' } });
    expect(scope.getState(form.$dirty)).toBe(false);
  });

  it('forgets the coordinates when the address is typed over, and keeps the text when the pin moves', async () => {
    const scope = fork();
    await allSettled(form.storedOpened, { scope, params: STORED });
    await allSettled(form.pinAccepted, { scope, params: { latitude: 43.25, longitude: 76.95 } });
    expect(scope.getState(form.$values)).toMatchObject({
      addressText: 'Абая, 10',
      latitude: 43.25,
      longitude: 76.95,
    });
    await allSettled(form.addressTyped, { scope, params: 'Абая 1' });
    expect(scope.getState(form.$values)).toMatchObject({
      addressText: 'Абая 1',
      latitude: null,
      longitude: null,
    });
    await allSettled(form.addressPicked, {
      scope,
      params: { street: 'Абая', building: '12', latitude: 43.2, longitude: 76.9 },
    });
    expect(scope.getState(form.$values)).toMatchObject({ addressText: 'Абая, 12', latitude: 43.2 });
  });

  it('focuses the first field with an error in screen order, and a change clears that error and the form line', async () => {
    const scope = fork();
    await allSettled(form.newFormOpened, { scope });
    await allSettled(form.errorsShown, {
      scope,
      params: { errors: { floor: 'tooLong', address: 'required' }, formMessage: 'Проверьте форму' },
    });
    expect(scope.getState(form.$errorFocus)).toEqual({ field: 'address' });
    await allSettled(form.addressTyped, { scope, params: 'Абая' });
    expect(scope.getState(form.$errors)).toEqual({ floor: 'tooLong' });
    expect(scope.getState(form.$formMessage)).toBeNull();
    await allSettled(form.fieldChanged, { scope, params: { field: 'floor', value: '2' } });
    expect(scope.getState(form.$errors)).toEqual({});
  });

  it('leaves nothing of one user’s form to the next after sign-out', async () => {
    const scope = fork();
    await allSettled(form.storedOpened, { scope, params: STORED });
    await allSettled(form.fieldChanged, { scope, params: { field: 'name', value: 'Другой' } });
    await allSettled(signedOut, { scope });
    expect(scope.getState(form.$values)).toEqual(EMPTY);
    expect(scope.getState(form.$initial)).toEqual(EMPTY);
  });
});
