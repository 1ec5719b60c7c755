import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { langChanged } from '@cabinet/shared';
import type { Employee } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import EmployersPage from '..';
import { ru } from '../../../shared/i18n/employees/ru';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;
const texts = ru.employers;

const owner: Employee = {
  id: 1,
  name: 'Айгерим Сапарова',
  phone_number: '+77011110001',
  role: 'owner',
  added_at: '2026-05-01T00:00:00.000Z',
  is_me: true,
};
const employee: Employee = {
  id: 5,
  name: 'Асель Нурланова',
  phone_number: '+77015550101',
  role: 'employee',
  added_at: '2026-11-20T06:00:00.000Z',
  is_me: false,
};

function answer(list: Employee[]) {
  request.mockImplementation(async (config) => {
    if (config.method === 'get') return { results: list };
    if (config.method === 'delete') return undefined;
    throw new Error(`unexpected ${config.method} ${config.url}`);
  });
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <Provider value={fork()}>
      <EmployersPage />
    </Provider>,
  );
  return user;
}

describe('the employees page', () => {
  beforeEach(() => request.mockReset());
  afterEach(() => act(() => langChanged('ru')));

  it('lists name, phone, role and the day added; the owner gets no remove button', async () => {
    answer([owner, employee]);
    renderPage();
    const table = await screen.findByRole('table', { name: texts.listTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Айгерим Сапарова');
    expect(rows[1]).toHaveTextContent('+7 701 111 00 01');
    expect(rows[1]).toHaveTextContent(texts.roleOwner);
    expect(rows[1]).toHaveTextContent(texts.ownerStays);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('20 ноября 2026');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Удалить сотрудника Асель Нурланова' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.inviteTitle })).toBeInTheDocument();
  });

  it('removes behind a confirm dialog', async () => {
    answer([owner, employee]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Удалить сотрудника Асель Нурланова' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить сотрудника Асель Нурланова?' });
    await user.click(within(dialog).getByRole('button', { name: texts.removeConfirm }));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'delete', url: '/rocket/v0/business/employees/5' }),
    );
    expect(await screen.findByRole('table')).not.toHaveTextContent('Асель Нурланова');
  });

  it('an employee sees the list without invitation or remove buttons, and who can manage it', async () => {
    answer([
      { ...owner, is_me: false },
      { ...employee, is_me: true },
    ]);
    renderPage();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(screen.queryByRole('region', { name: texts.inviteTitle })).toBeNull();
    expect(screen.getByText(/только владелец компании — Айгерим Сапарова/)).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    request.mockRejectedValueOnce(new Error('Network Error'));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failedTitle);
    answer([owner]);
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.onlyOwner)).toBeInTheDocument();
  });
});
