import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';

import { $windowWidth, toastShown } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';
import { Link, MemoryRouter, Route, Routes, useLocation } from '@cabinet/shared/router';
import { switchLanguage } from '@cabinet/shared/testing';

import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { savedAddressesChanged } from '../../../entities/saved-address';
import { makeSavedAddress, refusal } from '../../../entities/saved-address/__tests__/fixtures';
import { checkPinFx, saveAddressFx } from '../../../features/saved-address-form';
import { addressPicked } from '../../../features/saved-address-form/model/form-model';
import { fetchSavedAddressesFx } from '../../../features/saved-address-list';
import DeliveryPage from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
  newRequestId: () => 'test-key',
}));

const ABAYA = { street: 'проспект Абая', building: '10', latitude: 43.24, longitude: 76.9 };

const STORED = [
  makeSavedAddress(1, {
    street: 'проспект Достык',
    building: '5',
    contact_name: 'Айгерим',
    phone_number: '+77011234567',
    max_order_distance: 10,
  }),
  makeSavedAddress(2, { street: 'улица Толе би', building: '59', contact_name: '', phone_number: '' }),
];

/** Where the app is, as a person could read it off the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Адрес страницы">{`${pathname}${search}`}</output>;
}

interface Setup {
  path?: string;
  list?: () => Promise<SavedAddress[]>;
  save?: jest.Mock;
  mobile?: boolean;
}

function setup({
  path = '/delivery',
  list = async () => STORED,
  save = jest.fn(async ({ id }: { id: number | null }) =>
    makeSavedAddress(id ?? 9, { ...ABAYA, max_order_distance: 2.5 }),
  ),
  mobile = false,
}: Setup = {}) {
  const scope = fork({
    values: [[$windowWidth, mobile ? 390 : 1280]],
    handlers: [
      [fetchSavedAddressesFx, list],
      [saveAddressFx, save],
      [fetchConfigsFx, async () => ({ company_city: 'almaty' })],
      [checkPinFx, async () => ({ is_valid: true, city: 'almaty' })],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <nav aria-label="Меню">
          <Link to="/orders">Заказы</Link>
        </nav>
        <Routes>
          <Route path="/delivery" element={<DeliveryPage />} />
          <Route path="/orders" element={<h2>Страница заказов</h2>} />
        </Routes>
        <AddressBar />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, save, user: userEvent.setup() };
}

const addressBar = () => screen.getByRole('status', { name: 'Адрес страницы' });
const field = (name: string) => screen.getByRole('textbox', { name });
const pickAbaya = (scope: Scope) =>
  act(async () => {
    await allSettled(addressPicked, { scope, params: ABAYA });
  });

afterEach(() => switchLanguage('ru'));

describe('/delivery: the saved addresses', () => {
  it('lists each address with its contact, phone and max distance', async () => {
    setup();
    expect(screen.getByText('Загружаем сохранённые адреса…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Сохранённые адреса компании' });
    expect(screen.getByRole('heading', { level: 2, name: 'Сохранённые адреса' })).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /проспект Достык, 5/ });
    expect(first).toHaveTextContent('Айгерим');
    expect(first).toHaveTextContent('+7 701 123 45 67');
    expect(first).toHaveTextContent('10 км');
    const second = within(table).getByRole('row', { name: /улица Толе би, 59/ });
    expect(second).toHaveTextContent('Без ограничения');
    expect(within(second).getByRole('link', { name: 'Изменить адрес «улица Толе би, 59»' })).toHaveAttribute(
      'href',
      '/delivery?address=2',
    );
  });

  it('says when the company has none yet, and how an address gets here', async () => {
    setup({ list: async () => [] });
    expect(await screen.findByRole('heading', { name: 'Сохранённых адресов пока нет' })).toBeInTheDocument();
    expect(screen.getByText(/«Сохранить адрес отправителя»/)).toBeInTheDocument();
  });

  it('says when the list did not load, and loads it again on retry', async () => {
    const list = jest
      .fn<Promise<SavedAddress[]>, []>()
      .mockRejectedValueOnce(refusal(500, 'INTERNAL_ERROR'))
      .mockResolvedValue(STORED);
    const { user } = setup({ list });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Не удалось загрузить адреса');
    await user.click(within(failure).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('row', { name: /проспект Достык, 5/ })).toBeInTheDocument();
  });

  it('is a list of cards on a phone', async () => {
    setup({ mobile: true });
    const cards = await screen.findByRole('list', { name: 'Сохранённые адреса компании' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(card).toHaveTextContent('проспект Достык, 5');
    expect(card).toHaveTextContent('10 км');
    expect(
      within(card).getByRole('link', { name: 'Изменить адрес «проспект Достык, 5»' }),
    ).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    await switchLanguage('kk');
    setup();
    expect(
      await screen.findByRole('table', { name: 'Компанияның сақталған мекенжайлары' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Сақталған мекенжайлар' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /улица Толе би, 59/ })).toHaveTextContent('Шектеусіз');
    expect(screen.getByRole('button', { name: 'Мекенжай қосу' })).toBeInTheDocument();
  });
});

describe('/delivery?address=new', () => {
  it('checks the form before sending: an address from the suggestions, a Kazakhstan phone, a distance', async () => {
    const { save, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    expect(addressBar()).toHaveTextContent('/delivery?address=new');
    expect(await screen.findByRole('heading', { level: 2, name: 'Новый адрес' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    const address = screen.getByRole('combobox', { name: 'Адрес' });
    expect(address).toHaveAccessibleDescription('Заполните поле');
    expect(address).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Проверьте отмеченные поля.',
    );
    await user.type(field('Телефон'), '12345');
    await user.type(field('Максимальное расстояние заказа, км'), '0');
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    expect(field('Телефон')).toHaveAccessibleDescription(
      'Введите номер телефона в Казахстане, например +7\u00a0701\u00a0123\u00a045\u00a067',
    );
    expect(field('Максимальное расстояние заказа, км')).toHaveAccessibleDescription(
      'Укажите число километров больше 0 и не больше 500',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('takes the platform length limits through the fields', async () => {
    setup({ path: '/delivery?address=new' });
    await screen.findByRole('heading', { name: 'Новый адрес' });
    for (const name of ['Подъезд', 'Этаж', 'Квартира, офис', 'Домофон']) {
      expect(field(name)).toHaveAttribute('maxLength', '50');
    }
    expect(field('Комментарий курьеру')).toHaveAttribute('maxLength', '500');
    expect(field('Контактное лицо')).toHaveAttribute('maxLength', '200');
    expect(field('Телефон')).toHaveAttribute('maxLength', '20');
  });

  it('creates the address: POST body, toast, the event for the order form, back to the list with it', async () => {
    const { scope, save, user } = setup();
    const toasts = jest.fn();
    const changed = jest.fn();
    createWatch({ unit: toastShown, scope, fn: toasts });
    createWatch({ unit: savedAddressesChanged, scope, fn: changed });
    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    await pickAbaya(scope);
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Абая, 10');
    await user.type(field('Подъезд'), '2');
    await user.type(field('Этаж'), '5');
    await user.type(field('Комментарий курьеру'), 'Вход со двора');
    await user.type(field('Контактное лицо'), 'Айгерим');
    await user.type(field('Телефон'), '8 (701) 123-45-67');
    await user.type(field('Максимальное расстояние заказа, км'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      id: null,
      input: {
        street: 'проспект Абая',
        building: '10',
        entrance: '2',
        floor: '5',
        apartment: '',
        intercom: '',
        extra_info: 'Вход со двора',
        latitude: 43.24,
        longitude: 76.9,
        contact_name: 'Айгерим',
        phone_number: '+77011234567',
        is_customer: false,
        max_order_distance: 2.5,
      },
    });
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/delivery$/));
    expect(toasts).toHaveBeenCalledWith('Адрес «проспект Абая, 10» добавлен');
    expect(changed).toHaveBeenCalledTimes(1);
    const row = await screen.findByRole('row', { name: /проспект Абая, 10/ });
    expect(row).toHaveTextContent('2,5 км');
  });

  it("shows the platform's field errors beside their fields, and what fits no field above the buttons", async () => {
    const save = jest.fn().mockRejectedValue(
      refusal(400, 'VALIDATION_ERROR', {
        phone_number: 'Слишком длинный номер',
        max_order_distance: 'Число должно быть не больше 500',
        entrance: 'Слишком длинный подъезд',
        _: 'Слишком много адресов',
      }),
    );
    const { scope, user } = setup({ path: '/delivery?address=new', save });
    await screen.findByRole('heading', { name: 'Новый адрес' });
    await pickAbaya(scope);
    await user.type(field('Подъезд'), '1');
    await user.type(field('Телефон'), '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    await waitFor(() => expect(field('Телефон')).toHaveAccessibleDescription('Слишком длинный номер'));
    expect(field('Максимальное расстояние заказа, км')).toHaveAccessibleDescription(
      'Число должно быть не больше 500',
    );
    expect(field('Подъезд')).toHaveAccessibleDescription('Слишком длинный подъезд');
    expect(field('Подъезд')).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Платформа не приняла адрес: Слишком много адресов',
    );
    // No modal for /common/addresses (§8): the screen said it, and what was typed stays.
    expect(field('Телефон')).toHaveValue('+7 701 123 45 67');
    expect(addressBar()).toHaveTextContent('/delivery?address=new');
  });

  it('says so when the platform could not save, and keeps the form', async () => {
    const save = jest.fn().mockRejectedValue(refusal(502, 'BAD_GATEWAY'));
    const { scope, user } = setup({ path: '/delivery?address=new', save });
    await screen.findByRole('heading', { name: 'Новый адрес' });
    await pickAbaya(scope);
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    expect(await screen.findByText('Адрес не сохранён. Попробуйте ещё раз.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

describe('/delivery?address=<id>', () => {
  it('shows the stored address and saves it with PUT', async () => {
    const { save, user } = setup({ path: '/delivery?address=1' });
    expect(await screen.findByRole('heading', { name: 'Изменение адреса' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Достык, 5');
    expect(field('Телефон')).toHaveValue('+7 701 123 45 67');
    expect(field('Максимальное расстояние заказа, км')).toHaveValue('10');
    await user.clear(field('Контактное лицо'));
    await user.type(field('Контактное лицо'), 'Данияр');
    await user.clear(field('Максимальное расстояние заказа, км'));
    await user.type(field('Максимальное расстояние заказа, км'), '12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      id: 1,
      input: expect.objectContaining({
        street: 'проспект Достык',
        contact_name: 'Данияр',
        phone_number: '+77011234567',
        max_order_distance: 12,
      }),
    });
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/delivery$/));
  });

  it('is a not-found state for an id the company does not have', async () => {
    const { user } = setup({ path: '/delivery?address=999' });
    expect(await screen.findByRole('heading', { name: 'Адрес не найден' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К списку адресов' }));
    expect(addressBar()).toHaveTextContent(/^\/delivery$/);
    expect(await screen.findByRole('table', { name: 'Сохранённые адреса компании' })).toBeInTheDocument();
  });

  it('asks about unsaved changes before leaving, and leaves only when told to', async () => {
    const { save, user } = setup({ path: '/delivery?address=2' });
    await screen.findByRole('heading', { name: 'Изменение адреса' });
    await user.type(field('Домофон'), '59');
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(leave).toHaveTextContent('Изменения адреса не сохранены и пропадут.');
    await user.click(within(leave).getByRole('button', { name: 'Остаться' }));
    expect(addressBar()).toHaveTextContent('/delivery?address=2');
    expect(field('Домофон')).toHaveValue('59');

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' })).getByRole('button', {
        name: 'Уйти',
      }),
    );
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/delivery$/));
    expect(save).not.toHaveBeenCalled();
  });

  it('lets an unchanged form go without asking', async () => {
    const { user } = setup({ path: '/delivery?address=2' });
    await screen.findByRole('heading', { name: 'Изменение адреса' });
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(await screen.findByRole('heading', { name: 'Страница заказов' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
