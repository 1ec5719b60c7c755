import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type * as React from 'react';

import { MemoryRouter, useLocation } from '@cabinet/shared/router';
import { testUserProfile } from '@cabinet/shared/testing';

import {
  authTokenReceived,
  errorModalClosed,
  errorModalShown,
  signInRequested,
  signedOut,
  superAppDetected,
  userLoaded,
  windowResized,
  type UserProfile,
} from '@cabinet/shared';

import { loadRemotePage } from '../../../shared/federation';
import { CabinetRoutes } from '../router';

// Each remote page is replaced by a stand-in that names the remote and module it was asked for.
jest.mock('../../../shared/federation', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    loadRemotePage: jest.fn(async (remote: string, module: string) => {
      function RemotePage(props: Record<string, unknown>) {
        const lang = typeof props.lang === 'string' ? ` ${props.lang}` : '';
        return createElement('p', null, `${remote}/${module}${lang}`);
      }
      return { Page: RemotePage };
    }),
    // No rollout in these tests: a signed-in first page starts loading beside the profile.
    buildDependsOnUser: () => false,
  };
});

// A signed-in phone's navigation starts the active-orders call (features/active-orders-on-navigation,
// tested there): here it goes nowhere.
jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  preloadPlatformRequest: jest.fn(),
}));

const loadRemotePageMock = jest.mocked(loadRemotePage);

const user = (overrides: Partial<UserProfile> = {}): UserProfile =>
  testUserProfile({ lastName: 'Сеитова', phone: '+77010000000', ...overrides });

/** Where the router is now, as the address bar would show it. */
let currentLocation = '';
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentLocation = location.pathname + location.search;
  }, [location]);
  return null;
}

/** Opens the cabinet at a path, as App does but with an in-memory history. */
function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CabinetRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const where = () => currentLocation;

beforeEach(() => {
  loadRemotePageMock.mockClear();
  act(() => {
    signedOut();
    windowResized(1280);
  });
});

describe('route guard (§2)', () => {
  const requested: string[] = [];
  let unwatch: () => void = () => undefined;
  beforeEach(() => {
    requested.length = 0;
    unwatch = signInRequested.watch((next) => requested.push(next)).unsubscribe;
  });
  afterEach(() => unwatch());

  it.each(['/warehouses', '/', '/mobile/menu', '/mobile/change-lang', '/mobile/orders/17'])(
    'sends a signed-out visitor from %s to sign in, remembering the page',
    async (path) => {
      open(path);
      expect(await screen.findByText('Переходим ко входу…')).toBeInTheDocument();
      expect(requested).toEqual([path]);
      expect(loadRemotePageMock).not.toHaveBeenCalled();
    },
  );

  it('keeps the query of the requested page', async () => {
    open('/reports?from=2026-01-01');
    await screen.findByText('Переходим ко входу…');
    expect(requested).toEqual(['/reports?from=2026-01-01']);
  });

  it('shows the 404 page to a signed-out visitor too (the catch-all is public)', async () => {
    open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(where()).toBe('/no/such/page');
  });

  it.each([
    ['/tracking', 'orders/./tracking-page'],
    ['/terms/kk', 'auth/./terms-page kk'],
    ['/privacy-policy/ru', 'auth/./privacy-policy-page'],
  ])('lets a signed-out visitor open the public page %s', async (path, page) => {
    open(path);
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(where()).toBe(path);
  });
});

describe('layouts (§2)', () => {
  beforeEach(() =>
    act(() => {
      authTokenReceived('t');
      userLoaded(user());
    }),
  );

  it('renders a protected page in the desktop layout', async () => {
    open('/warehouses');
    expect(await screen.findByText('warehouses/./warehouses-page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Склады' })).toHaveAttribute('href', '/warehouses');
    expect(screen.queryByRole('navigation', { name: 'Нижняя навигация' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('warehouses/./warehouses-page');
  });

  it('renders the mobile layout at 650 px or less, with the mobile home page on /', async () => {
    act(() => windowResized(390));
    open('/');

    expect(await screen.findByText('orders/./mobile-home-page')).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Нижняя навигация' });
    const links = within(bottom).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/'],
      ['Заказы', '/mobile/orders'],
      ['Меню', '/mobile/menu'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
    expect(loadRemotePageMock).not.toHaveBeenCalledWith('orders', './orders-page', expect.anything());
  });

  it('switches layouts live when the window crosses 650 px', async () => {
    act(() => windowResized(651));
    open('/');
    expect(await screen.findByText('orders/./orders-page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();

    act(() => windowResized(650));
    expect(await screen.findByText('orders/./mobile-home-page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Нижняя навигация' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();

    act(() => windowResized(651));
    expect(await screen.findByText('orders/./orders-page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Нижняя навигация' })).not.toBeInTheDocument();
  });

  it.each([
    ['/terms/ru', 'auth/./terms-page ru'],
    ['/login', 'auth/./login-page'],
    ['/tracking', 'orders/./tracking-page'],
  ])('renders %s with no layout around it', async (path, page) => {
    open(path);
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, titled in the header and the tab', async () => {
    open('/no/such/page');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 2, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена');
    expect(loadRemotePageMock).not.toHaveBeenCalled();
  });

  it('keeps the language choice out of the super-app, by its address too (§6)', async () => {
    act(() => {
      windowResized(390);
      superAppDetected(true);
    });
    open('/mobile/change-lang');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 2, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Қазақша' })).not.toBeInTheDocument();
    // Left while still inside the super-app: outside it, the page would start loading the choice.
    cleanup();
    act(() => superAppDetected(false));
  });

  it('opens the language choice outside the super-app', async () => {
    act(() => windowResized(390));
    open('/mobile/change-lang');
    expect(await screen.findByRole('radio', { name: 'Қазақша' })).toBeInTheDocument();
  });

  it('redirects /mobile to /', async () => {
    open('/mobile');
    expect(await screen.findByText('orders/./orders-page')).toBeInTheDocument();
    expect(where()).toBe('/');
  });

  it('follows a sidebar link to another remote without reloading', async () => {
    open('/warehouses');
    await screen.findByText('warehouses/./warehouses-page');
    await userEvent.click(screen.getByRole('link', { name: 'Статистика' }));
    expect(await screen.findByText('reports/./statistics-page')).toBeInTheDocument();
    expect(where()).toBe('/statistics');
  });

  it('shows the Отчёты link to an ordinary company', async () => {
    act(() => userLoaded(user()));
    open('/warehouses');
    await screen.findByText('warehouses/./warehouses-page');
    expect(screen.getByRole('link', { name: 'Отчёты' })).toHaveAttribute('href', '/reports');
  });

  it('hides the Отчёты link from a use_chocofood_SaaS company (§6)', async () => {
    act(() => userLoaded(user({ isChocoFoodSaas: true })));
    open('/warehouses');
    await screen.findByText('warehouses/./warehouses-page');
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).queryByRole('link', { name: 'Отчёты' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Статистика' })).toBeInTheDocument();
  });

  it('at /reports tells a use_chocofood_SaaS company the page is not for its account, inside the layout, with no remote loaded', async () => {
    act(() => {
      authTokenReceived('jwt');
      userLoaded(user({ isChocoFoodSaas: true }));
    });
    open('/reports');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Недоступно для вашего аккаунта' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
    expect(loadRemotePageMock.mock.calls.filter(([remote]) => remote === 'reports')).toEqual([]);
  });

  it('shows the toast area on every layout', async () => {
    open('/terms/ru');
    await screen.findByText('auth/./terms-page ru');
    expect(screen.getByRole('status', { name: 'Уведомления' })).toBeInTheDocument();
  });

  it.each([
    ['desktop', 1280, '/warehouses', 'warehouses/./warehouses-page'],
    ['mobile', 390, '/mobile/orders', 'orders/./mobile-orders-page'],
  ])('shows the global error modal over the %s layout', async (_layout, width, path, page) => {
    act(() => windowResized(width));
    open(path);
    await screen.findByText(page);

    act(() =>
      errorModalShown({ title: 'Ошибка сети', text: 'Проверьте соединение', status: null, counter: 1 }),
    );
    expect(await screen.findByRole('dialog', { name: 'Ошибка сети' })).toBeInTheDocument();

    act(() => errorModalClosed());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
