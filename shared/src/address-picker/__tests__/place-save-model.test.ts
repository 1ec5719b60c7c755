import { allSettled, createStore, fork } from 'effector';

import { toastShown, waitToastLifetimeFx } from '@cabinet/shared';

import { createAddressFormModel, createPlaceSave, readPlaceSaveRefusal, type AddressValues } from '..';

interface Values extends AddressValues {
  name: string;
}
interface Stored {
  id: number;
  name: string;
}
type FieldError = { kind: 'required' } | { kind: 'server'; message: string } | { kind: 'addressOutsideZone' };

const PLACED: Values = {
  addressText: 'Абая, 10',
  street: 'Абая',
  building: '10',
  latitude: 43.24,
  longitude: 76.91,
  name: '',
};

const form = createAddressFormModel<Values, 'name', Stored, FieldError>({
  empty: { ...PLACED, addressText: '', street: '', building: '', latitude: null, longitude: null },
  valuesOf: (stored) => ({ ...PLACED, name: stored.name }),
  sameValues: (left, right) => JSON.stringify(left) === JSON.stringify(right),
  focusOrder: ['name', 'address'],
});
const $storedId = createStore<number | null>(null)
  .on(form.storedOpened, (_, stored) => stored.id)
  .on(form.newFormOpened, () => null);

const create = jest.fn<Promise<Stored>, [{ title: string }]>();
const update = jest.fn<Promise<Stored>, [number, { title: string }]>();

const save = createPlaceSave({
  form,
  $storedId,
  validate: (values) => (values.name.trim() === '' ? { name: { kind: 'required' as const } } : {}),
  inputOf: (values) => ({ title: values.name }),
  create: (input) => create(input),
  update: (id, input) => update(id, input),
  readRefusal: (failure) => readPlaceSaveRefusal(failure, { title: 'name' as const }),
  isGone: (failure) => failure.status === 404,
  texts: {
    invalid: () => 'Проверьте поля',
    refused: (message) => `Не сохранено: ${message}`,
    created: (stored) => `Добавлен «${stored.name}»`,
    saved: (stored) => `Сохранён «${stored.name}»`,
    gone: () => 'Его уже удалили',
    failed: () => 'Не удалось сохранить',
  },
});

const $toast = createStore<string | null>(null).on(toastShown, (_, text) => text);

/** A platform client's error as the shared reader sees it. */
const answer = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { response: { status, data } });

/** A scope whose toasts do not wait out their lifetime (§9's 5 s) before allSettled returns. */
const scopeOf = () => fork({ handlers: [[waitToastLifetimeFx, (toast: { id: string }) => toast.id]] });

async function typed(scope: ReturnType<typeof fork>, name: string) {
  await allSettled(form.fieldChanged, { scope, params: { field: 'name', value: name } });
}

describe('createPlaceSave: saving a form that edits a place', () => {
  beforeEach(() => {
    create.mockReset();
    update.mockReset();
  });

  it('checks the form first: with errors it shows them and sends nothing', async () => {
    const scope = scopeOf();
    await allSettled(form.newFormOpened, { scope });
    await allSettled(save.formSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(form.$errors)).toEqual({ name: { kind: 'required' } });
    expect(scope.getState(form.$formMessage)).toBe('Проверьте поля');
  });

  it('creates a new place, says so, and leaves nothing unsaved', async () => {
    create.mockResolvedValue({ id: 7, name: 'Склад' });
    const scope = scopeOf();
    await allSettled(form.newFormOpened, { scope });
    await allSettled(form.addressPicked, {
      scope,
      params: { street: 'Абая', building: '10', latitude: 43.24, longitude: 76.91 },
    });
    await typed(scope, 'Склад');
    expect(scope.getState(form.$dirty)).toBe(true);
    await allSettled(save.formSubmitted, { scope });
    expect(create).toHaveBeenCalledWith({ title: 'Склад' });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState($toast)).toBe('Добавлен «Склад»');
    expect(scope.getState(save.$savedPlace)).toEqual({ id: 7, name: 'Склад' });
    expect(scope.getState(form.$dirty)).toBe(false);
  });

  it('updates a stored place by its id, and a second press while saving sends nothing more', async () => {
    let finish: (stored: Stored) => void = () => {};
    update.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const scope = scopeOf();
    await allSettled(form.storedOpened, { scope, params: { id: 3, name: 'Склад' } });
    await typed(scope, 'Склад на Абая');
    const first = allSettled(save.formSubmitted, { scope });
    void allSettled(save.formSubmitted, { scope });
    finish({ id: 3, name: 'Склад на Абая' });
    await first;
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(3, { title: 'Склад на Абая' });
    expect(scope.getState($toast)).toBe('Сохранён «Склад на Абая»');
  });

  it('shows a refusal beside its field, or as one line; a deleted place and other failures as a line', async () => {
    const scope = scopeOf();
    await allSettled(form.storedOpened, { scope, params: { id: 3, name: 'Склад' } });

    update.mockRejectedValueOnce(
      answer(400, { detail: { code: 'VALIDATION_ERROR', fields: { title: 'Слишком длинное' } } }),
    );
    await allSettled(save.formSubmitted, { scope });
    expect(scope.getState(form.$errors)).toEqual({ name: { kind: 'server', message: 'Слишком длинное' } });
    expect(scope.getState(form.$formMessage)).toBe('Проверьте поля');

    update.mockRejectedValueOnce(answer(400, { detail: { code: 'LIMIT', message: 'Не больше 10 складов' } }));
    await allSettled(save.formSubmitted, { scope });
    expect(scope.getState(form.$formMessage)).toBe('Не сохранено: Не больше 10 складов');

    update.mockRejectedValueOnce(answer(404, { detail: { code: 'NOT_FOUND' } }));
    await allSettled(save.formSubmitted, { scope });
    expect(scope.getState(form.$formMessage)).toBe('Его уже удалили');

    update.mockRejectedValueOnce(new Error('Network Error'));
    await allSettled(save.formSubmitted, { scope });
    expect(scope.getState(form.$formMessage)).toBe('Не удалось сохранить');
    // The form keeps what was typed, and no toast was shown.
    expect(scope.getState(form.$values).name).toBe('Склад');
    expect(scope.getState($toast)).toBeNull();
    expect(scope.getState(save.$savedPlace)).toBeNull();
  });
});
