import { allSettled, fork } from 'effector';

import { signedOut } from '@cabinet/shared';

import { createAddressFormModel, type AddressValues } from '..';
import { NO_ADDRESS } from './no-address';

interface Values extends AddressValues {
  name: string;
  floor: string;
}
interface Stored {
  id: number;
  title: string;
}

const EMPTY: Values = {
  ...NO_ADDRESS,
  name: '',
  floor: '',
};
const WAREHOUSE: Stored = { id: 7, title: 'Склад на Абая' };

const form = createAddressFormModel<Values, 'name' | 'floor', Stored, 'required'>({
  empty: EMPTY,
  valuesOf: (stored) => ({ ...EMPTY, name: stored.title }),
  sameValues: (left, right) => JSON.stringify(left) === JSON.stringify(right),
  focusOrder: ['name', 'address', 'floor'],
  draft: { form: 'test-place', idOf: (stored) => stored.id },
});

/** A visit of the page: a scope of its own, as after a reload; storage is the tab's, shared. */
async function visit(open: (scope: ReturnType<typeof fork>) => Promise<unknown>) {
  const scope = fork();
  await open(scope);
  return scope;
}
const openNew = (scope: ReturnType<typeof fork>) => allSettled(form.newFormOpened, { scope });
const openStored = (stored: Stored) => (scope: ReturnType<typeof fork>) =>
  allSettled(form.storedOpened, { scope, params: stored });
const type = (scope: ReturnType<typeof fork>, field: 'name' | 'floor', value: string) =>
  allSettled(form.fieldChanged, { scope, params: { field, value } });

beforeEach(() => sessionStorage.clear());

describe('a place form keeps unsaved changes over a reload', () => {
  it('opens a new place with what was typed before the reload, and says so', async () => {
    const before = await visit(openNew);
    await type(before, 'name', 'Склад на Абая');
    await allSettled(form.addressTyped, { scope: before, params: 'Абая 10' });

    const after = await visit(openNew);
    expect(after.getState(form.$values)).toMatchObject({ name: 'Склад на Абая', addressText: 'Абая 10' });
    expect(after.getState(form.$draftRestored)).toBe(true);
    expect(after.getState(form.$dirty)).toBe(true);
  });

  it('keeps nothing for a form changed back to where it started', async () => {
    const before = await visit(openNew);
    await type(before, 'floor', '3');
    await type(before, 'floor', '');
    const after = await visit(openNew);
    expect(after.getState(form.$values)).toEqual(EMPTY);
    expect(after.getState(form.$draftRestored)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the changes once saved, once dropped, or once the user leaves the form', async () => {
    for (const done of [form.changesSaved, form.draftDiscarded, form.formClosed]) {
      const before = await visit(openNew);
      await type(before, 'name', 'Склад');
      await allSettled(done, { scope: before });
      const after = await visit(openNew);
      expect(after.getState(form.$values).name).toBe('');
    }
  });

  it('drops restored changes back to the place as stored', async () => {
    const before = await visit(openStored(WAREHOUSE));
    await type(before, 'floor', '2');
    const after = await visit(openStored(WAREHOUSE));
    expect(after.getState(form.$values)).toMatchObject({ name: 'Склад на Абая', floor: '2' });
    await allSettled(form.draftDiscarded, { scope: after });
    expect(after.getState(form.$values)).toEqual({ ...EMPTY, name: 'Склад на Абая' });
    expect(after.getState(form.$draftRestored)).toBe(false);
    expect(after.getState(form.$dirty)).toBe(false);
  });

  it('puts changes back only into the place they were made to, and only while it is as it was', async () => {
    const before = await visit(openStored(WAREHOUSE));
    await type(before, 'floor', '2');

    const newPlace = await visit(openNew);
    expect(newPlace.getState(form.$values).floor).toBe('');
    const otherPlace = await visit(openStored({ id: 8, title: 'Пункт выдачи' }));
    expect(otherPlace.getState(form.$values).floor).toBe('');

    // Someone renamed the warehouse meanwhile: the old changes are not put over it.
    const renamed = await visit(openStored({ ...WAREHOUSE, title: 'Склад Центральный' }));
    expect(renamed.getState(form.$values)).toEqual({ ...EMPTY, name: 'Склад Центральный' });
    expect(renamed.getState(form.$draftRestored)).toBe(false);
  });

  it('ignores an entry it cannot read as the form’s values', async () => {
    const key = 'cabinet.form-draft.v1.place.test-place.new';
    for (const stored of [
      '{garbage',
      'null',
      '[]',
      JSON.stringify({ base: EMPTY, values: { ...EMPTY, name: 5 } }),
      JSON.stringify({ base: EMPTY, values: { ...EMPTY, latitude: 'north' } }),
      JSON.stringify({ values: { ...EMPTY, name: 'Склад' } }),
    ]) {
      sessionStorage.setItem(key, stored);
      const scope = await visit(openNew);
      expect(scope.getState(form.$values)).toEqual(EMPTY);
      expect(scope.getState(form.$draftRestored)).toBe(false);
    }
  });

  it('forgets every place form’s changes on sign-out, and nothing else', async () => {
    sessionStorage.setItem('cabinet.error-counter', '1');
    const before = await visit(openStored(WAREHOUSE));
    await type(before, 'floor', '2');
    const another = await visit(openNew);
    await type(another, 'name', 'Склад');
    await allSettled(signedOut, { scope: another });
    expect(Object.keys(sessionStorage)).toEqual(['cabinet.error-counter']);
  });
});
