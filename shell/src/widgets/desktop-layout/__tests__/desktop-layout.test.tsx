import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedOut, superAppDetected, userLoaded, windowResized } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';
import { testUserProfile } from '@cabinet/shared/testing';

import { DesktopLayout } from '../desktop-layout';

const logOutFx = jest.fn();
jest.mock('@cabinet/shared/http', () => ({ logOutFx: () => logOutFx() }));

const profile = testUserProfile({ id: 10001, balance: 250000 });

afterEach(() => act(() => signedOut()));

describe('the desktop header', () => {
  it('shows the company and its balance in tenge, and logs out', async () => {
    act(() => userLoaded(profile));
    render(
      <MemoryRouter>
        <DesktopLayout />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('ТОО «Алма Логистик»');
    expect(banner).toHaveTextContent(/Баланс: 250\s000 ₸/);

    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(logOutFx).toHaveBeenCalledTimes(1));
  });

  it('writes a company’s legal form as it is abbreviated, the full form its title', () => {
    act(() =>
      userLoaded(
        testUserProfile({
          companyData: {
            id: 7,
            name: 'Товарищество с ограниченной ответственностью «Север-Юг Экспресс»',
            contact_name: 'Айгерим',
            is_kaspi_box: false,
            cent_token: null,
          },
        }),
      ),
    );
    render(
      <MemoryRouter>
        <DesktopLayout />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('ТОО «Север-Юг Экспресс»');
    expect(within(banner).getByTitle('Товарищество с ограниченной ответственностью')).toHaveTextContent(
      /^ТОО$/,
    );
  });

  it('docks the header action (the support chat launcher) in the header, signed in or not', () => {
    const { rerender } = render(
      <MemoryRouter>
        <DesktopLayout headerAction={<button type="button">Чат поддержки</button>} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Чат поддержки' })).toBeVisible();
    act(() => userLoaded(profile));
    rerender(
      <MemoryRouter>
        <DesktopLayout headerAction={<button type="button">Чат поддержки</button>} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Чат поддержки' })).toBeVisible();
  });

  it('offers the city choice in the header', () => {
    act(() => userLoaded(profile));
    render(
      <MemoryRouter>
        <DesktopLayout />
      </MemoryRouter>,
    );
    const city = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Город' });
    expect(city).toHaveValue('all');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Весь Казахстан', 'Алматы', 'Астана']);
  });

  it('has no logout inside the super-app (§6)', () => {
    act(() => {
      userLoaded(profile);
      superAppDetected(true);
    });
    render(
      <MemoryRouter>
        <DesktopLayout />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    act(() => superAppDetected(false));
  });

  it('on a tablet moves the logout out of the header into the top bar, once', async () => {
    logOutFx.mockClear();
    act(() => {
      userLoaded(profile);
      windowResized(800);
    });
    render(
      <MemoryRouter>
        <DesktopLayout headerAction={<button type="button">Чат поддержки</button>} />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Чат поддержки' })).toBeVisible();
    const bar = screen.getByRole('complementary');
    await userEvent.click(within(bar).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(logOutFx).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole('button', { name: 'Выйти' })).toHaveLength(1);
    act(() => windowResized(1280));
  });

  it('names an individual sender without a company by their name', () => {
    act(() => userLoaded({ ...profile, companyData: null }));
    render(
      <MemoryRouter>
        <DesktopLayout />
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Айгерим Сапарова');
  });

  it('tells where a plain click on a nav link goes, and not a click that opens a new tab', async () => {
    const onNavLinkClick = jest.fn();
    render(
      <MemoryRouter>
        <DesktopLayout onNavLinkClick={onNavLinkClick} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const warehouses = within(nav).getByRole('link', { name: 'Склады' });

    await userEvent.click(warehouses);
    expect(onNavLinkClick).toHaveBeenCalledTimes(1);
    expect(onNavLinkClick).toHaveBeenCalledWith('/warehouses');

    // A browser opens the new tab after every listener has run; jsdom cannot, so the page keeps it.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', keepPage);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(warehouses);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', keepPage);
    expect(onNavLinkClick).toHaveBeenCalledTimes(1);
  });
});
