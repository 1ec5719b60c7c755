import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformRequestConfig } from '@cabinet/shared/http';
import { allSettled, createWatch, fork, type Scope } from 'effector';

import { branchesChanged, toastShown } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';

import { branchPage, makeBranch, refusal } from '../../entities/branch/__tests__/fixtures';
import { fetchConfigsFx } from '../../entities/company-city';
import { checkPinFx, saveBranchFx } from '../../features/branch-form';
import { addressPicked } from '../../features/branch-form/model/form-model';
import { fetchBranchesPageFx } from '../../features/branch-list';
import { renderRoute } from './render-route';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
  newRequestId: () => 'test-key',
}));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;

const ABAYA = { street: 'проспект Абая', building: '10', latitude: 43.24, longitude: 76.9 };

/** The platform as the address picker sees it (its geocoder and the zone check). */
function geocoder() {
  request.mockImplementation(async (config: PlatformRequestConfig) => {
    if (config.url?.endsWith('/addresses/search')) {
      return {
        results: [
          {
            ...ABAYA,
            street_kk: 'Абай даңғылы',
            city: 'almaty',
            city_name: 'Алматы',
            display_name: 'Алматы, проспект Абая, 10',
            score: 90,
          },
        ],
      };
    }
    if (config.url?.endsWith('/validate-coordinate')) return { is_valid: true, city: 'almaty' };
    throw new Error(`unexpected call ${config.url}`);
  });
}

async function setup(save: jest.Mock = jest.fn(async () => makeBranch(9))) {
  const scope = fork({
    handlers: [
      [saveBranchFx, save],
      [fetchConfigsFx, async () => ({ company_city: 'almaty' })],
      [fetchBranchesPageFx, async (page: number) => ({ page, answer: branchPage(page, 0) })],
      [checkPinFx, async () => ({ is_valid: true, city: 'almaty' })],
    ],
  });
  renderRoute('/warehouses/new', scope);
  // The company's city arrives.
  await act(async () => {
    await allSettled(scope);
  });
  return { scope, save, user: userEvent.setup() };
}

/** What the address picker reports once a suggestion is picked and accepted. */
const pickAddress = (scope: Scope) =>
  act(async () => {
    await allSettled(addressPicked, { scope, params: ABAYA });
  });

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => request.mockReset());

describe('/warehouses/new', () => {
  it('checks the form before sending: required fields, the address from the suggestions, a Kazakhstan phone', async () => {
    const { save, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));
    expect(save).not.toHaveBeenCalled();
    expect(field('Название')).toHaveAccessibleDescription('Заполните поле');
    expect(field('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Название')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription('Заполните поле');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription('Заполните поле');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Проверьте отмеченные поля.',
    );

    await user.type(field('Название'), 'Склад на Абая');
    expect(field('Название')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Абая 10');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
      expect.stringContaining('Выберите адрес из подсказок'),
    );
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      'Введите номер телефона в Казахстане, например +7\u00a0701\u00a0123\u00a045\u00a067',
    );
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('takes the platform length limits through the fields', async () => {
    await setup();
    expect(field('Название')).toHaveAttribute('maxLength', '200');
    expect(field('Часы работы')).toHaveAttribute('maxLength', '50');
    expect(field('Контактное лицо')).toHaveAttribute('maxLength', '200');
    expect(field('Телефон')).toHaveAttribute('maxLength', '20');
    expect(field('Комментарий')).toHaveAttribute('maxLength', '500');
  });

  it('creates the warehouse from a picked address: POST body, toast, the core event, back to the list', async () => {
    geocoder();
    const { scope, save, user } = await setup();
    const toasts = jest.fn();
    const changed = jest.fn();
    createWatch({ unit: toastShown, scope, fn: toasts });
    createWatch({ unit: branchesChanged, scope, fn: changed });
    await user.type(field('Название'), '  Склад на Абая ');
    await user.type(screen.getByRole('combobox', { name: 'Адрес' }), 'Абая');
    await user.click(await screen.findByRole('option', { name: 'Алматы, проспект Абая, 10' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Абая, 10'),
    );
    await user.type(field('Часы работы'), '09:00-21:00');
    await user.type(field('Контактное лицо'), 'Айгерим');
    await user.type(field('Телефон'), '8 (701) 123-45-67');
    await user.type(field('Комментарий'), 'Вход со двора');
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      id: null,
      input: {
        name: 'Склад на Абая',
        street: 'проспект Абая',
        building: '10',
        latitude: 43.24,
        longitude: 76.9,
        working_hours: '09:00-21:00',
        contact_name: 'Айгерим',
        phone_number: '+77011234567',
        comment: 'Вход со двора',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Адрес страницы' })).toHaveTextContent(/^\/warehouses$/),
    );
    expect(toasts).toHaveBeenCalledWith('Склад «Склад 9» добавлен');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's VALIDATION_ERROR fields beside their fields, and what fits no field above the buttons", async () => {
    const save = jest.fn().mockRejectedValue(
      refusal(400, 'VALIDATION_ERROR', {
        name: 'Название уже занято',
        phone_number: 'Телефон в формате +7XXXXXXXXXX',
        latitude: 'Координата вне диапазона',
        _: 'Слишком много складов',
      }),
    );
    const { scope, user } = await setup(save);
    await user.type(field('Название'), 'Склад');
    await pickAddress(scope);
    await user.type(field('Телефон'), '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));

    await waitFor(() => expect(field('Название')).toHaveAccessibleDescription('Название уже занято'));
    expect(field('Телефон')).toHaveAccessibleDescription('Телефон в формате +7XXXXXXXXXX');
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
      'Координата вне диапазона',
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Платформа не приняла склад: Слишком много складов',
    );
    expect(field('Название')).toHaveFocus();
    // What was typed stays.
    expect(field('Название')).toHaveValue('Склад');
  });

  it('shows WRONG_ADDRESS_ZONE beside the address', async () => {
    const save = jest.fn().mockRejectedValue(refusal(400, 'WRONG_ADDRESS_ZONE'));
    const { scope, user } = await setup(save);
    await user.type(field('Название'), 'Склад');
    await pickAddress(scope);
    await user.type(field('Телефон'), '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveAccessibleDescription(
        'Адрес находится вне зоны доставки',
      ),
    );
  });

  it('checks a moved pin with the platform before taking its coordinates', async () => {
    const check = jest
      .fn()
      .mockRejectedValueOnce(refusal(400, 'WRONG_ADDRESS_ZONE'))
      .mockResolvedValue({ is_valid: true, city: 'almaty' });
    const save = jest.fn(async () => makeBranch(9));
    const scope = fork({
      handlers: [
        [saveBranchFx, save],
        [fetchConfigsFx, async () => ({ company_city: 'almaty' })],
        [fetchBranchesPageFx, async (page: number) => ({ page, answer: branchPage(page, 0) })],
        [checkPinFx, check],
      ],
    });
    const user = userEvent.setup();
    renderRoute('/warehouses/new', scope);
    await user.type(field('Название'), 'Склад');
    await pickAddress(scope);
    await user.type(field('Телефон'), '+7 701 123 45 67');
    const pin = await screen.findByRole('button', { name: 'Метка склада на карте' });
    pin.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    const refused = await screen.findByText('Адрес находится вне зоны доставки');
    expect(refused).toHaveAttribute('role', 'alert');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.queryByText('Адрес находится вне зоны доставки')).toBeNull());
    const [moved] = check.mock.calls[1] as [{ latitude: number; longitude: number }];
    expect(moved.longitude).toBeGreaterThan(ABAYA.longitude);
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toEqual([
      { id: null, input: expect.objectContaining({ latitude: moved.latitude, longitude: moved.longitude }) },
    ]);
  });
});

describe('the form section headings', () => {
  it('names its parts', async () => {
    await setup();
    for (const name of ['Склад', 'Адрес', 'Контакты']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Контакты' })).getByRole('textbox', { name: 'Телефон' }),
    ).toBeInTheDocument();
  });
});
