import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';

import { branchesChanged } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { branchPage, makeBranch, refusal } from '../../entities/branch/__tests__/fixtures';
import { fetchConfigsFx } from '../../entities/company-city';
import { fetchBranchFx, saveBranchFx } from '../../features/branch-form';
import { fetchBranchesPageFx } from '../../features/branch-list';
import { deleteBranchFx } from '../../features/delete-branch';
import { renderRoute } from './render-route';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => new Promise(() => undefined)),
  newRequestId: () => 'test-key',
}));

function setup(path: string, load: jest.Mock, more: Array<[unknown, unknown]> = []) {
  const scope = fork({
    handlers: [
      [fetchBranchFx, load],
      [fetchConfigsFx, async () => ({ company_city: 'almaty' })],
      [fetchBranchesPageFx, async (page: number) => ({ page, answer: branchPage(page, 3) })],
      ...(more as Array<[typeof saveBranchFx, jest.Mock]>),
    ],
  });
  renderRoute(path, scope);
  return { scope, user: userEvent.setup() };
}

/** Hidden too: an open dialog makes the page behind it inert. */
const addressBar = () => screen.getByRole('status', { name: 'Адрес страницы', hidden: true });

afterEach(() => switchLanguage('ru'));

describe('/warehouse/edit/:id that is not the company’s', () => {
  it('shows a not-found state with a way back when the platform answers 404 BRANCH_NOT_FOUND', async () => {
    const load = jest.fn().mockRejectedValue(refusal(404, 'BRANCH_NOT_FOUND'));
    const { user } = setup('/warehouse/edit/7', load);
    expect(await screen.findByRole('heading', { name: 'Склад не найден' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('textbox', { name: 'Название' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'К списку складов' }));
    expect(addressBar()).toHaveTextContent(/^\/warehouses$/);
  });

  it('does not ask the platform about an id that is not a number', async () => {
    const load = jest.fn();
    setup('/warehouse/edit/abc', load);
    expect(await screen.findByRole('heading', { name: 'Склад не найден' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says so in Kazakh', async () => {
    await switchLanguage('kk');
    setup('/warehouse/edit/7', jest.fn().mockRejectedValue(refusal(404, 'BRANCH_NOT_FOUND')));
    expect(await screen.findByRole('heading', { name: 'Қойма табылмады' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Қоймалар тізіміне' })).toBeInTheDocument();
  });

  it('tells a failure from not-found, and retries', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(refusal(500, 'INTERNAL_ERROR'))
      .mockResolvedValue(makeBranch(4));
    const { user } = setup('/warehouse/edit/4', load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить склад');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveValue('Склад 4');
  });
});

describe('editing a warehouse', () => {
  it('shows the stored branch and saves it with PUT', async () => {
    const save = jest.fn(async ({ id }: { id: number }) => makeBranch(id, { name: 'Склад Медеу' }));
    const { scope, user } = setup('/warehouse/edit/4', jest.fn().mockResolvedValue(makeBranch(4)), [
      [saveBranchFx, save],
    ]);
    const changed = jest.fn();
    createWatch({ unit: branchesChanged, scope, fn: changed });
    const name = await screen.findByRole('textbox', { name: 'Название' });
    expect(name).toHaveValue('Склад 4');
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Абая, 4');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 701 555 00 04');
    expect(screen.getByRole('textbox', { name: 'Часы работы' })).toHaveValue('09:00-21:00');
    await user.clear(name);
    await user.type(name, 'Склад Медеу');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/warehouses$/));
    expect(save).toHaveBeenCalledWith({
      id: 4,
      input: expect.objectContaining({
        name: 'Склад Медеу',
        phone_number: '+77015550004',
        street: 'проспект Абая',
      }),
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('deletes from the edit page behind the dialog, then shows the list', async () => {
    const remove = jest.fn(async () => undefined);
    const { user } = setup('/warehouse/edit/4', jest.fn().mockResolvedValue(makeBranch(4)), [
      [deleteBranchFx, remove],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Удалить склад' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить склад «Склад 4»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/warehouses$/));
    expect(remove).toHaveBeenCalledWith({ id: 4, name: 'Склад 4' });
  });
});

describe('unsaved changes', () => {
  it('are asked about before an in-app link leaves the form; staying keeps them, leaving goes', async () => {
    const { user } = setup('/warehouse/edit/4', jest.fn().mockResolvedValue(makeBranch(4)));
    const name = await screen.findByRole('textbox', { name: 'Название' });
    await user.type(name, ' новый');
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(addressBar()).toHaveTextContent('/warehouse/edit/4');
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(name).toHaveValue('Склад 4 новый');
    expect(addressBar()).toHaveTextContent('/warehouse/edit/4');

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    const again = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await user.click(within(again).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/warehouses$/));
  });

  it('are not asked about when nothing changed, or when the change was undone', async () => {
    const { user } = setup('/warehouse/edit/4', jest.fn().mockResolvedValue(makeBranch(4)));
    const name = await screen.findByRole('textbox', { name: 'Название' });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(await screen.findByRole('heading', { name: 'Страница заказов' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('make closing or reloading the tab ask (beforeunload)', async () => {
    const { user } = setup('/warehouses/new', jest.fn());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Склад');
    expect(unload()).toBe(true);
  });

  it('ask nothing once the form is saved', async () => {
    const save = jest.fn(async () => makeBranch(4, { name: 'Склад 4 новый' }));
    const { user } = setup('/warehouse/edit/4', jest.fn().mockResolvedValue(makeBranch(4)), [
      [saveBranchFx, save],
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Название' }), ' новый');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent(/^\/warehouses$/));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
