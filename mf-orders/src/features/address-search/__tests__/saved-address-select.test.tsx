import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformRequestConfig } from '@cabinet/shared/http';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';

import { branchesChanged, signedOut } from '@cabinet/shared';
import type { Branch, SavedAddress } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { savedAddressesChanged } from '../../../entities/saved-address';
import { SavedAddressSelect } from '..';
import {
  $savedPlaces,
  $savedPlacesFailed,
  fetchSavedPlacesFx,
  savedPlacesEntered,
  savedPlacesRequested,
  type SavedPlaces,
} from '../model/saved-places';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;

const address = (id: number, street: string): SavedAddress => ({
  id,
  street,
  building: '10',
  entrance: '2',
  floor: '3',
  apartment: '',
  intercom: '',
  extra_info: '',
  latitude: 51.1,
  longitude: 71.4,
  city: 'astana',
  contact_name: 'Склад',
  phone_number: '+77010000000',
  is_customer: false,
  max_order_distance: null,
  created_at: '2026-11-22T05:00:00Z',
});

const BRANCH: Branch = {
  id: 7,
  name: 'Склад Есиль',
  street: 'проспект Туран',
  building: '24',
  entrance: '3',
  floor: '2',
  apartment: '',
  intercom: '24К',
  latitude: 51.12,
  longitude: 71.41,
  city: 'astana',
  contact_name: '',
  phone_number: '+77172555001',
  working_hours: '10:00-20:00',
  comment: '',
  created_at: '2026-11-22T05:00:00Z',
  updated_at: '2026-11-22T05:00:00Z',
};

/** The platform: saved addresses and branches as given, or a failure of the addresses call. */
function platform(addresses: SavedAddress[] | 'fail', branches: Branch[] = [BRANCH]) {
  return async (config: PlatformRequestConfig) => {
    if (config.url === '/rocket/v0/common/addresses') {
      if (addresses === 'fail') throw { response: { status: 500 } };
      return { results: addresses };
    }
    if (config.url === '/rocket/v0/business/branches') return { results: branches };
    throw new Error(`unexpected call ${String(config.url)}`);
  };
}

const addressCalls = () =>
  request.mock.calls.filter(([config]) => config.url === '/rocket/v0/common/addresses').length;

function renderPicker(scope: Scope, onChosen = jest.fn()) {
  const view = render(
    <Provider value={scope}>
      <SavedAddressSelect id="point-0-saved" onChosen={onChosen} />
    </Provider>,
  );
  return { ...view, onChosen };
}

describe('saved places model', () => {
  const places: SavedPlaces = { addresses: [address(1, 'проспект Абая')], branches: [] };

  it('a failed load is no empty list: the last lists stay and the failure is flagged until a load succeeds', async () => {
    const scope = fork({
      values: [[$savedPlaces, places]],
      handlers: [[fetchSavedPlacesFx, () => Promise.reject(new Error('500'))]],
    });
    await allSettled(savedPlacesRequested, { scope });
    expect(scope.getState($savedPlaces)).toBe(places);
    expect(scope.getState($savedPlacesFailed)).toBe(true);

    const fresh: SavedPlaces = { addresses: [], branches: [BRANCH] };
    const ok = fork({
      values: [
        [$savedPlaces, places],
        [$savedPlacesFailed, true],
      ],
      handlers: [[fetchSavedPlacesFx, async () => fresh]],
    });
    await allSettled(savedPlacesRequested, { scope: ok });
    expect(ok.getState($savedPlaces)).toBe(fresh);
    expect(ok.getState($savedPlacesFailed)).toBe(false);
  });

  it('asks again on every request, but one load serves the requests that arrive while it runs', async () => {
    let calls = 0;
    let finish: (value: SavedPlaces) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          fetchSavedPlacesFx,
          () => {
            calls += 1;
            return new Promise<SavedPlaces>((resolve) => {
              finish = resolve;
            });
          },
        ],
      ],
    });
    // allSettled waits for every effect of the scope: the second request settles with the first load.
    const first = allSettled(savedPlacesRequested, { scope });
    const meanwhile = allSettled(savedPlacesRequested, { scope });
    expect(calls).toBe(1);
    finish(places);
    await Promise.all([first, meanwhile]);
    expect(calls).toBe(1);
    const second = allSettled(savedPlacesRequested, { scope });
    finish(places);
    await second;
    expect(calls).toBe(2);
  });

  it('forgets the lists on sign-out', async () => {
    const scope = fork({ values: [[$savedPlaces, places]] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($savedPlaces)).toBeNull();
  });
});

describe('saved address picker', () => {
  beforeEach(() => request.mockReset());

  it('names its empty choice and puts a branch into the point in one click', async () => {
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const { onChosen } = renderPicker(fork());
    // In its place from the first render, so nothing under it moves when the lists arrive.
    const picker = screen.getByRole('combobox', { name: 'Подставить адрес' });
    expect(picker).toBeDisabled();
    expect(
      within(picker).getByRole('option', { name: 'Загружаем сохранённые адреса и склады…' }),
    ).toBeInTheDocument();
    const placeholder = await within(picker).findByRole('option', { name: 'Адрес или склад' });
    expect(picker).toBeEnabled();
    expect(placeholder).toBeDisabled();
    expect(within(picker).getByRole('group', { name: 'Мои адреса' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Склад Есиль · проспект Туран, 24');
    expect(onChosen).toHaveBeenCalledWith({
      // The branch's entrance, floor, apartment and intercom go into the point with its address.
      address: {
        street: 'проспект Туран',
        building: '24',
        entrance: '3',
        floor: '2',
        apartment: '',
        intercom: '24К',
        latitude: 51.12,
        longitude: 71.41,
      },
      // A branch without a contact person is reached through its name.
      contact: { phone_number: '+77172555001', contact_name: 'Склад Есиль' },
      addressId: null,
    });
    await userEvent.selectOptions(picker, 'проспект Абая, 10');
    expect(onChosen).toHaveBeenLastCalledWith(
      expect.objectContaining({
        address: expect.objectContaining({ street: 'проспект Абая', entrance: '2', floor: '3' }),
        addressId: 1,
      }),
    );
  });

  it('says when the lists could not be loaded and loads them again on retry', async () => {
    request.mockImplementation(platform('fail'));
    renderPicker(fork());
    const problem = await screen.findByText('Не удалось загрузить сохранённые адреса и склады.');
    expect(screen.getByRole('combobox', { name: 'Подставить адрес' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Список не загрузился' })).toBeInTheDocument();
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    await userEvent.click(within(problem).getByRole('button', { name: 'Повторить' }));
    const picker = await screen.findByRole('combobox', { name: 'Подставить адрес' });
    expect(within(picker).getByRole('option', { name: 'проспект Абая, 10' })).toBeInTheDocument();
    expect(screen.queryByText(/Не удалось загрузить/)).not.toBeInTheDocument();
  });

  it('keeps the lists it has when a later load fails, with the retry beside them', async () => {
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const scope = fork();
    renderPicker(scope);
    const picker = await screen.findByRole('combobox', { name: 'Подставить адрес' });
    request.mockImplementation(platform('fail'));
    act(() => picker.focus());
    await screen.findByText('Не удалось загрузить сохранённые адреса и склады.');
    expect(within(picker).getByRole('option', { name: 'проспект Абая, 10' })).toBeInTheDocument();
  });

  it('is asked again whenever it appears or is opened, so a newly saved address shows up', async () => {
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const scope = fork();
    const first = renderPicker(scope);
    await screen.findByRole('option', { name: 'проспект Абая, 10' });
    first.unmount();

    // An order saved its sender address meanwhile; the next form shows it.
    request.mockImplementation(platform([address(1, 'проспект Абая'), address(2, 'проспект Достык')]));
    renderPicker(scope);
    expect(await screen.findByRole('option', { name: 'проспект Достык, 10' })).toBeInTheDocument();
    expect(addressCalls()).toBe(2);

    request.mockImplementation(
      platform([address(1, 'проспект Абая'), address(2, 'проспект Достык'), address(3, 'улица Сыганак')]),
    );
    act(() => screen.getByRole('combobox', { name: 'Подставить адрес' }).focus());
    expect(await screen.findByRole('option', { name: 'улица Сыганак, 10' })).toBeInTheDocument();
    await waitFor(() => expect(addressCalls()).toBe(3));
  });

  it("offers on the order form's first screen the lists its entry loaded, without asking twice", async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const scope = fork();
    // The page's routeEntered, before its first render.
    await allSettled(savedPlacesEntered, { scope });
    expect(addressCalls()).toBe(1);
    // Its pickers appear (one per point): the lists are there, and not asked for again.
    renderPicker(scope);
    renderPicker(scope);
    expect(screen.getAllByRole('option', { name: 'проспект Абая, 10' })).toHaveLength(2);
    expect(addressCalls()).toBe(1);
    // A picker that appears 3 s later (a point added) asks again.
    now.mockReturnValue(1_003_000);
    request.mockImplementation(platform([address(1, 'проспект Абая'), address(2, 'проспект Достык')]));
    renderPicker(scope);
    await waitFor(() => expect(addressCalls()).toBe(2));
    expect(await screen.findAllByRole('option', { name: 'проспект Достык, 10' })).toHaveLength(3);
    now.mockRestore();
  });

  it('says there is nothing to pick when the company has neither saved addresses nor branches', async () => {
    request.mockImplementation(platform([], []));
    const scope = fork();
    renderPicker(scope);
    await waitFor(() => expect(scope.getState($savedPlaces)).not.toBeNull());
    const picker = screen.getByRole('combobox', { name: 'Подставить адрес' });
    expect(picker).toBeDisabled();
    expect(
      within(picker).getByRole('option', { name: 'Сохранённых адресов и складов пока нет' }),
    ).toBeInTheDocument();
  });

  it('asks again when a branch changes elsewhere (the warehouse screens), once lists were shown', async () => {
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const scope = fork();
    await allSettled(branchesChanged, { scope });
    expect(request).not.toHaveBeenCalled();
    renderPicker(scope);
    await screen.findByRole('option', { name: 'проспект Абая, 10' });
    const calls = request.mock.calls.length;
    await act(() => allSettled(branchesChanged, { scope }));
    expect(request.mock.calls.length).toBeGreaterThan(calls);
  });

  it("empties the point's entrance, floor, apartment and intercom for a branch that has none", async () => {
    const bare: Branch = { ...BRANCH, id: 8, name: 'Склад без подъезда' };
    delete bare.entrance;
    delete bare.floor;
    delete bare.apartment;
    delete bare.intercom;
    request.mockImplementation(platform([], [bare]));
    const { onChosen } = renderPicker(fork());
    const picker = await screen.findByRole('combobox', { name: 'Подставить адрес' });
    await within(picker).findByRole('option', { name: 'Склад без подъезда · проспект Туран, 24' });
    await userEvent.selectOptions(picker, 'Склад без подъезда · проспект Туран, 24');
    expect(onChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        address: expect.objectContaining({ entrance: '', floor: '', apartment: '', intercom: '' }),
      }),
    );
  });

  it('asks again when a saved address is created or edited on /delivery, once lists were shown', async () => {
    request.mockImplementation(platform([address(1, 'проспект Абая')]));
    const scope = fork();
    await allSettled(savedAddressesChanged, { scope, params: address(2, 'проспект Достык') });
    expect(request).not.toHaveBeenCalled();
    renderPicker(scope);
    await screen.findByRole('option', { name: 'проспект Абая, 10' });
    request.mockImplementation(platform([address(1, 'проспект Абая'), address(2, 'проспект Достык')]));
    await act(() => allSettled(savedAddressesChanged, { scope, params: address(2, 'проспект Достык') }));
    expect(await screen.findByRole('option', { name: 'проспект Достык, 10' })).toBeInTheDocument();
    expect(addressCalls()).toBe(2);
  });
});
