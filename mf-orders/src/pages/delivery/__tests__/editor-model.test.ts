import { allSettled, fork } from 'effector';

import { makeSavedAddress } from '../../../entities/saved-address/__tests__/fixtures';
import { fieldChanged, $values } from '../../../features/saved-address-form/model/form-model';
import { $editedAddress, formClosed } from '../../../features/saved-address-form';
import {
  $savedAddresses,
  fetchSavedAddressesFx,
  savedAddressesRequested,
} from '../../../features/saved-address-list';
import { $filledFor, editorParamShown, editorStateOf, readAddressParam } from '../model/editor-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const STORED = [makeSavedAddress(1), makeSavedAddress(2, { contact_name: 'Данияр' })];

describe('what ?address= names', () => {
  it.each([
    ['new', 'new'],
    ['17', 17],
    ['0', null],
    ['abc', null],
    ['1.5', null],
    ['99999999999', null],
  ] as const)('%j is %p', (raw, wanted) => {
    expect(readAddressParam(raw)).toBe(wanted);
  });

  it('is the list, the form, or why there is no form', () => {
    expect(editorStateOf(null, null, 'loading')).toBe('list');
    expect(editorStateOf('new', null, 'loading')).toBe('new');
    expect(editorStateOf('2', null, 'loading')).toBe('loading');
    expect(editorStateOf('2', null, 'failed')).toBe('failed');
    expect(editorStateOf('2', STORED, 'ready')).toBe('edit');
    expect(editorStateOf('3', STORED, 'ready')).toBe('not-found');
    expect(editorStateOf('x', null, 'loading')).toBe('not-found');
  });
});

describe('filling the form for the URL', () => {
  it('fills a stored address once its list arrives, and a refreshed list keeps what is typed', async () => {
    const scope = fork({ handlers: [[fetchSavedAddressesFx, async () => STORED]] });
    await allSettled(editorParamShown, { scope, params: '2' });
    expect(scope.getState($filledFor)).toBeNull();
    await allSettled(savedAddressesRequested, { scope });
    expect(scope.getState($filledFor)).toBe('2');
    expect(scope.getState($editedAddress)?.id).toBe(2);
    expect(scope.getState($values).contactName).toBe('Данияр');

    await allSettled(fieldChanged, { scope, params: { field: 'contactName', value: 'Айгерим' } });
    await allSettled(savedAddressesRequested, { scope });
    expect(scope.getState($values).contactName).toBe('Айгерим');
  });

  it('fills an empty form for ?address=new at once, afresh after the form was left', async () => {
    const scope = fork({ values: [[$savedAddresses, STORED]] });
    await allSettled(editorParamShown, { scope, params: 'new' });
    expect(scope.getState($filledFor)).toBe('new');
    expect(scope.getState($editedAddress)).toBeNull();
    await allSettled(fieldChanged, { scope, params: { field: 'floor', value: '3' } });

    await allSettled(formClosed, { scope });
    expect(scope.getState($filledFor)).toBeNull();
    await allSettled(editorParamShown, { scope, params: 'new' });
    expect(scope.getState($values).floor).toBe('');

    await allSettled(editorParamShown, { scope, params: '1' });
    expect(scope.getState($editedAddress)?.id).toBe(1);
    await allSettled(editorParamShown, { scope, params: null });
    expect(scope.getState($filledFor)).toBeNull();
  });
});
