import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';

import { $windowWidth, branchesChanged, toastShown } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { branchPage, refusal } from '../../entities/branch/__tests__/fixtures';
import { fetchBranchesPageFx } from '../../features/branch-list';
import { deleteBranchFx } from '../../features/delete-branch';
import { renderRoute } from './render-route';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
  newRequestId: () => 'test-key',
}));

/** A company with `count` branches, page by page, as the platform pages them. */
const platformWith = (count: number) =>
  jest.fn(async (page: number) => ({ page, answer: branchPage(page, count) }));

const addressBar = () => screen.getByRole('status', { name: 'Адрес страницы' });

afterEach(() => switchLanguage('ru'));

describe('/warehouses', () => {
  it('shows the page of the URL and moves between pages through the URL', async () => {
    const user = userEvent.setup();
    const list = platformWith(45);
    renderRoute('/warehouses?page=2', fork({ handlers: [[fetchBranchesPageFx, list]] }));
    const table = await screen.findByRole('table', { name: 'Склады компании' });
    expect(list).toHaveBeenCalledWith(2);
    expect(within(table).getByRole('rowheader', { name: 'Склад 21' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Телефон' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: '+7\u00a0701\u00a0555\u00a000\u00a021' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Всего складов: 45')).toBeInTheDocument();
    const pages = () => screen.getByRole('navigation', { name: 'Страницы списка складов' });
    expect(within(pages()).getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pages()).getByRole('button', { name: 'Страница 3' }));
    expect(addressBar()).toHaveTextContent('/warehouses?page=3');
    expect(await screen.findByRole('rowheader', { name: 'Склад 41' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(3);

    await user.click(within(pages()).getByRole('button', { name: 'Страница 1' }));
    expect(addressBar()).toHaveTextContent(/^\/warehouses$/);
    expect(await screen.findByRole('rowheader', { name: 'Склад 1' })).toBeInTheDocument();
  });

  it('says there are no warehouses only when the platform has none', async () => {
    renderRoute('/warehouses', fork({ handlers: [[fetchBranchesPageFx, platformWith(0)]] }));
    expect(await screen.findByRole('heading', { name: 'Складов пока нет' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы списка складов' })).toBeNull();
  });

  it('moves a page past the end to the last page instead of calling the company empty', async () => {
    const list = platformWith(25);
    renderRoute('/warehouses?page=7', fork({ handlers: [[fetchBranchesPageFx, list]] }));
    expect(await screen.findByRole('rowheader', { name: 'Склад 21' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/warehouses?page=2');
    expect(screen.queryByText('Складов пока нет')).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    const user = userEvent.setup();
    const list = jest
      .fn()
      .mockRejectedValueOnce(refusal(500, 'INTERNAL_ERROR'))
      .mockImplementation(async (page: number) => ({ page, answer: branchPage(page, 2) }));
    renderRoute('/warehouses', fork({ handlers: [[fetchBranchesPageFx, list]] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить склады');
    expect(screen.queryByText('Складов пока нет')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('rowheader', { name: 'Склад 2' })).toBeInTheDocument();
  });

  it('filters the loaded page with the search box, and says when nothing on it matches', async () => {
    const user = userEvent.setup();
    renderRoute('/warehouses', fork({ handlers: [[fetchBranchesPageFx, platformWith(12)]] }));
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Поиск по складам на этой странице' });
    await user.type(search, 'менеджер 7');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Склад 7']);
    await user.clear(search);
    await user.type(search, 'Караганда');
    expect(screen.getByRole('heading', { name: 'На этой странице ничего не найдено' })).toBeInTheDocument();
    expect(screen.queryByText('Складов пока нет')).toBeNull();
  });

  it('is a list of cards on a phone, with the same actions', async () => {
    const scope = fork({
      values: [[$windowWidth, 390]],
      handlers: [[fetchBranchesPageFx, platformWith(2)]],
    });
    renderRoute('/warehouses', scope);
    const cards = await screen.findByRole('list', { name: 'Склады компании' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Склад 1');
    expect(within(first).getByRole('link', { name: 'Изменить склад «Склад 1»' })).toHaveAttribute(
      'href',
      '/warehouse/edit/1',
    );
    expect(within(first).getByRole('button', { name: 'Удалить склад «Склад 1»' })).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    await switchLanguage('kk');
    renderRoute('/warehouses', fork({ handlers: [[fetchBranchesPageFx, platformWith(0)]] }));
    expect(await screen.findByRole('heading', { name: 'Әзірге қойма жоқ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Жаңа қойма' })).toBeInTheDocument();
  });

  it('opens the new warehouse form', async () => {
    const user = userEvent.setup();
    renderRoute('/warehouses', fork({ handlers: [[fetchBranchesPageFx, platformWith(1)]] }));
    await user.click(await screen.findByRole('button', { name: 'Новый склад' }));
    expect(addressBar()).toHaveTextContent('/warehouses/new');
  });
});

describe('deleting from the list', () => {
  it('asks first, says a deleted warehouse cannot be restored, and cancelling keeps it', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(async () => undefined);
    renderRoute(
      '/warehouses',
      fork({
        handlers: [
          [fetchBranchesPageFx, platformWith(3)],
          [deleteBranchFx, remove],
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить склад «Склад 2»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить склад «Склад 2»?' });
    expect(dialog).toHaveTextContent('Восстановить его будет нельзя');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes on confirm: a toast, the core event, and the list asks for its page again', async () => {
    const user = userEvent.setup();
    let count = 3;
    const list = jest.fn(async (page: number) => ({ page, answer: branchPage(page, count) }));
    const remove = jest.fn(async () => {
      count = 2;
    });
    const scope = fork({
      handlers: [
        [fetchBranchesPageFx, list],
        [deleteBranchFx, remove],
      ],
    });
    const toasts = jest.fn();
    const changed = jest.fn();
    createWatch({ unit: toastShown, scope, fn: toasts });
    createWatch({ unit: branchesChanged, scope, fn: changed });
    renderRoute('/warehouses', scope);
    await user.click(await screen.findByRole('button', { name: 'Удалить склад «Склад 3»' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith({ id: 3, name: 'Склад 3' });
    expect(toasts).toHaveBeenCalledWith('Склад «Склад 3» удалён');
    expect(changed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Склад 3' })).toBeNull());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog with a reason when the platform fails, and takes an already deleted one as done', async () => {
    const user = userEvent.setup();
    const remove = jest
      .fn()
      .mockRejectedValueOnce(refusal(500, 'INTERNAL_ERROR'))
      .mockRejectedValueOnce(refusal(404, 'BRANCH_NOT_FOUND'));
    const scope = fork({
      handlers: [
        [fetchBranchesPageFx, platformWith(1)],
        [deleteBranchFx, remove],
      ],
    });
    const toasts = jest.fn();
    createWatch({ unit: toastShown, scope, fn: toasts });
    renderRoute('/warehouses', scope);
    await user.click(await screen.findByRole('button', { name: 'Удалить склад «Склад 1»' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Склад не удалён. Попробуйте ещё раз.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts).toHaveBeenCalledWith('Склад «Склад 1» уже был удалён');
  });
});
