import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformRequestConfig } from '@cabinet/shared/http';

import { langChanged, orderDraftKey, userLoaded, windowResized } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@cabinet/shared/router';
import { switchLanguage, testGeocodeResult, testUserProfile } from '@cabinet/shared/testing';

import { MobileNewOrderDetailsPage } from '../../../pages/mobile-new-order-details/mobile-new-order-details-page';
import { clockTicked, draftCleared } from '../../../features/order-form';
import '../../../shared/i18n';
import { TEST_CATALOGUE } from '../../../entities/task/__tests__/catalogue-fixture';
import { NIGHT_ALMATY, NOON_ALMATY, draftAt, rates } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(),
  newRequestId: jest.fn(() => 'key'),
}));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;

// Whole journeys through debounced address searches: give them room on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const place = (street: string, latitude: number) => testGeocodeResult(street, latitude, 71.43);

/** The platform as the wizard sees it; "Тест вне зоны" answers WRONG_ADDRESS_ZONE on validation. */
async function platform(config: PlatformRequestConfig): Promise<unknown> {
  const url = config.url ?? '';
  if (url.endsWith('/addresses/search')) {
    const q = String(config.params?.q ?? '');
    if (q.startsWith('Вне')) return { results: [place('Вне зоны', 10)] };
    return { results: [place(`проспект ${q}`, 51.1 + q.length / 1000)] };
  }
  if (url.endsWith('/validate-coordinate')) {
    if ((config.data as { latitude: number }).latitude === 10)
      throw { response: { status: 400, data: { detail: { code: 'WRONG_ADDRESS_ZONE' } } } };
    return { is_valid: true, city: 'astana' };
  }
  if (url.endsWith('/orders/tariffs')) return rates();
  if (url.endsWith('/business/company/tasks')) return { results: TEST_CATALOGUE };
  if (url.endsWith('/deliveries/groups')) return { id: 4321, number: 'R-4321' };
  return { results: [] };
}

/** Where the router is, and the browser's back button. */
function BrowserBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address bar">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

function renderWizard(url = '/mobile/new-order-details') {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/mobile/new-order-details" element={<MobileNewOrderDetailsPage />} />
        <Route path="/mobile/orders/:id" element={<p>order page</p>} />
      </Routes>
      <BrowserBar />
    </MemoryRouter>,
  );
  // The page reads the real clock on mount; the tests decide whether couriers work now.
  act(() => clockTicked(NOON_ALMATY));
  return view;
}

const addressBar = () => screen.getByRole('status', { name: 'address bar' });

async function pickAddress(query: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Адрес' }), query);
  await userEvent.click(await screen.findByRole('option', { name: `Астана, проспект ${query}` }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue(`проспект ${query}`),
  );
}

/** init → from → to → summary with both points filled in. */
async function fillRoute() {
  await userEvent.click(await screen.findByRole('button', { name: 'Откуда забрать' }));
  await pickAddress('Мангилик');
  await userEvent.type(screen.getByLabelText('Телефон отправителя'), '+7 701 555 11 22');
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  await pickAddress('Туран');
  await userEvent.type(screen.getByLabelText('Телефон получателя'), '87025553344');
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  await screen.findByRole('heading', { name: 'Вызов курьера' });
}

const USER = testUserProfile({ balance: 250_000 });

beforeEach(() => {
  localStorage.clear();
  act(() => userLoaded(USER));
  request.mockReset();
  request.mockImplementation(platform);
  act(() => draftCleared());
  act(() => langChanged('ru'));
  act(() => windowResized(390));
});

describe('mobile wizard: screens', () => {
  it('goes init → from → to → summary; each new screen’s heading takes the focus', async () => {
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Куда доставить?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Откуда забрать' }));
    expect(screen.getByRole('heading', { name: 'Откуда забрать' })).toHaveFocus();
    expect(addressBar()).toHaveTextContent('/mobile/new-order-details?step=from');
    for (const label of ['Подъезд', 'Этаж', 'Квартира', 'Комментарий', 'Телефон отправителя']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await pickAddress('Мангилик');
    await userEvent.type(screen.getByLabelText('Подъезд'), '2');
    await userEvent.type(screen.getByLabelText('Телефон отправителя'), '+7 701 555 11 22');
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('heading', { name: 'Куда доставить' })).toHaveFocus();
    expect(screen.getByLabelText('Телефон получателя')).toBeInTheDocument();
    await pickAddress('Туран');
    await userEvent.type(screen.getByLabelText('Телефон получателя'), '87025553344');
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('heading', { name: 'Вызов курьера' })).toHaveFocus();
    expect(addressBar()).toHaveTextContent('?step=details');
    const route = screen.getByRole('list', { name: 'Маршрут' });
    expect(within(route).getByRole('button', { name: 'Откуда проспект Мангилик' })).toBeInTheDocument();
    expect(within(route).getByRole('button', { name: 'Куда проспект Туран' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Тариф Авто · 1\u00a0540\u00a0₸ · Прибытие ~25 мин' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Время Сейчас' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Оплата С баланса/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Задания курьеру Без заданий' })).toBeInTheDocument();
  });

  it('each summary row opens its own screen and Done or Back returns to the summary', async () => {
    renderWizard();
    await fillRoute();
    await userEvent.click(await screen.findByRole('button', { name: /^Тариф Авто/ }));
    expect(screen.getByRole('heading', { name: 'Сменить тариф' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Тариф' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));

    await userEvent.click(screen.getByRole('button', { name: /^Время/ }));
    expect(screen.getByRole('heading', { name: 'Когда приехать курьеру' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Запланировать' }));
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Вызов курьера' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Время \d+ \S+, \d\d:\d\d$/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Оплата/ }));
    expect(screen.getByRole('heading', { name: 'Условия доставки' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByText(/Обычно доставка занимает около 45 минут/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.getByRole('heading', { name: 'Вызов курьера' })).toBeInTheDocument();
  });

  it('the order tasks screen: a take-payment item must be complete before Done', async () => {
    renderWizard();
    await fillRoute();
    await userEvent.click(screen.getByRole('button', { name: /^Задания курьеру/ }));
    expect(screen.getByRole('heading', { name: 'Задания курьеру' })).toHaveFocus();
    const sender = screen.getByRole('group', { name: 'Откуда: проспект Мангилик' });
    expect(within(sender).queryByRole('checkbox', { name: 'Принять оплату' })).not.toBeInTheDocument();
    const recipient = screen.getByRole('group', { name: 'Куда: проспект Туран' });
    await userEvent.click(within(recipient).getByRole('checkbox', { name: /Сделать фото/ }));
    await userEvent.click(within(recipient).getByRole('checkbox', { name: 'Принять оплату' }));
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Заполните поля для задания «Принять оплату»');
    const title = within(recipient).getByLabelText('Товар 1');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Укажите название');
    expect(within(recipient).getByLabelText('Цена товара 1, ₸')).toHaveAccessibleDescription('Укажите цену');
    await userEvent.type(title, 'Платье');
    await userEvent.type(within(recipient).getByLabelText('Цена товара 1, ₸'), '5000');
    expect(within(recipient).getByText('Принять 5 000 ₸')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(
      screen.getByRole('button', { name: 'Задания курьеру Выбрано: 2 · 300\u00a0₸' }),
    ).toBeInTheDocument();
  });

  it('outside working hours the summary leads to the non-working-time screen, which offers planning', async () => {
    renderWizard();
    await fillRoute();
    act(() => clockTicked(NIGHT_ALMATY));
    expect(screen.getByRole('button', { name: 'Время Нерабочее время' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    expect(screen.getByRole('heading', { name: 'Нерабочее время' })).toHaveFocus();
    expect(screen.getByText(/с 09:00 до 21:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Запланировать' }));
    expect(screen.getByRole('heading', { name: 'Когда приехать курьеру' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Запланировать' })).toBeChecked();
    expect(addressBar()).toHaveTextContent('?step=time');
  });

  it('the order is sent by the submit feature and the user lands on /mobile/orders/{id}', async () => {
    renderWizard();
    await fillRoute();
    await userEvent.click(await screen.findByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent('/mobile/orders/4321'));
    expect(screen.getByText('order page')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'post', url: '/rocket/v0/deliveries/groups' }),
    );
  });
});

describe('mobile wizard: history and reload', () => {
  it('the browser back button moves one screen back', async () => {
    renderWizard();
    await fillRoute();
    await userEvent.click(await screen.findByRole('button', { name: /^Тариф/ }));
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(screen.getByRole('heading', { name: 'Вызов курьера' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(screen.getByRole('heading', { name: 'Куда доставить' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Туран');
  });

  it('a reload restores the screen from the URL, or from the stored draft without one', async () => {
    localStorage.setItem(orderDraftKey(USER), JSON.stringify(draftAt('details')));
    const first = renderWizard('/mobile/new-order-details?step=tariff');
    expect(await screen.findByRole('heading', { name: 'Сменить тариф' })).toBeInTheDocument();
    first.unmount();

    renderWizard('/mobile/new-order-details');
    expect(await screen.findByRole('heading', { name: 'Вызов курьера' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/mobile/new-order-details?step=details');
    expect(screen.getByRole('button', { name: 'Куда Туран' })).toBeInTheDocument();
  });
});

describe('mobile wizard: errors next to the fields', () => {
  it('"Next" explains what is missing and focuses the first field to fix', async () => {
    renderWizard('/mobile/new-order-details?step=from');
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    const address = screen.getByRole('combobox', { name: 'Адрес' });
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription('Укажите адрес отправителя');
    const phone = screen.getByLabelText('Телефон отправителя');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Укажите казахстанский номер телефона');
    const summary = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.startsWith('Чтобы продолжить'));
    expect(summary).toHaveTextContent(/^Чтобы продолжить, исправьте поля:АдресТелефон отправителя$/);
    expect(screen.getByRole('heading', { name: 'Откуда забрать' })).toBeInTheDocument();
  });

  it('an invalid phone shows once the field is left; a typed address is not exact until picked', async () => {
    renderWizard('/mobile/new-order-details?step=from');
    const phone = await screen.findByLabelText('Телефон отправителя');
    await userEvent.type(phone, '12345');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription('Укажите казахстанский номер телефона');
    await userEvent.clear(phone);
    await userEvent.type(phone, '8 701 555 11 22');
    expect(phone).not.toHaveAttribute('aria-invalid');

    await userEvent.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Мангилик');
    await userEvent.click(screen.getByLabelText('Подъезд'));
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
      'Адрес должен быть точным: выберите его из списка',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Откуда забрать' })).toBeInTheDocument();
  });

  it('an address outside the delivery zone says so next to the field and cannot go on', async () => {
    renderWizard('/mobile/new-order-details?step=from');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Адрес' }), 'Вне');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, Вне зоны' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
        'Адрес находится вне зоны доставки',
      ),
    );
    await userEvent.type(screen.getByLabelText('Телефон отправителя'), '+77015551122');
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Откуда забрать' })).toBeInTheDocument();
  });
});

describe('mobile wizard in Kazakh', () => {
  it('speaks kk on every screen', async () => {
    await switchLanguage('kk');
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Қайда жеткізу керек?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Қайдан алу' }));
    await userEvent.click(screen.getByRole('button', { name: 'Әрі қарай' }));
    expect(screen.getByLabelText('Жөнелтушінің телефоны')).toHaveAccessibleDescription(
      'Қазақстандық телефон нөмірін көрсетіңіз',
    );
    expect(screen.getByText('Жалғастыру үшін мына өрістерді түзетіңіз:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Артқа' }));
    expect(screen.getByRole('heading', { name: 'Қайда жеткізу керек?' })).toHaveFocus();
  });
});
