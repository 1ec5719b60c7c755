import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@cabinet/shared/router';
import { switchLanguage, testUserProfile } from '@cabinet/shared/testing';

import {
  $pageTitle,
  authTokenReceived,
  langChanged,
  loadGeoEffects,
  runtimeConfigLoaded,
  signedOut,
  superAppDetected,
  userLoaded,
  windowResized,
  type RuntimeConfig,
} from '@cabinet/shared';

import { $supportChatOpen } from '../../../widgets/support-chat/model/support-chat-model';
import { MobileMenuPage } from '../mobile-menu-page';

const config: RuntimeConfig = {
  deliveryApiUrl: 'http://localhost:8090',
  authProxyUrl: 'http://localhost:8090',
  oauth: { loginUrl: 'http://id.test/login', logoutUrl: 'http://id.test/logout', clientId: '1001' },
  superAppOrigin: null,
  supportChat: { url: 'http://support.test/chat' },
  bot: { url: 'http://bot.test', chatId: 'c' },
  links: { faq: { ru: 'http://faq.test/ru', kk: 'http://faq.test/kk' }, publicOffer: 'http://offer.test' },
  mapTilesUrl: null,
};

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/mobile/menu']}>
      <Routes>
        <Route path="/mobile/menu" element={<MobileMenuPage />} />
        <Route path="/mobile/change-lang" element={<p>Экран выбора языка</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() =>
  act(() => {
    runtimeConfigLoaded(config);
    superAppDetected(false);
    langChanged('ru');
  }),
);

const logOutFx = jest.fn();
const platformRequest = jest.fn(async (_config: unknown) => ({}));
jest.mock('@cabinet/shared/http', () => ({
  logOutFx: () => logOutFx(),
  platformRequest: (config: unknown) => platformRequest(config),
}));

describe('MobileMenuPage', () => {
  it('says who is signed in above the menu: the company and its balance, or the sender by name', () => {
    act(() => userLoaded(testUserProfile({ id: 10001, balance: 250000 })));
    const { unmount } = renderMenu();
    const account = screen.getByRole('region', { name: 'Учётная запись' });
    expect(account).toHaveTextContent('ТОО «Алма Логистик»');
    expect(account).toHaveTextContent(/Баланс: 250\s000 ₸/);
    unmount();
    act(() => userLoaded({ ...testUserProfile({ id: 10001, balance: 0 }), companyData: null }));
    renderMenu();
    const sender = screen.getByRole('region', { name: 'Учётная запись' });
    expect(sender).toHaveTextContent(/^Айгерим \S+Баланс: 0 ₸$/);
    act(() => signedOut());
    expect(screen.queryByRole('region', { name: 'Учётная запись' })).not.toBeInTheDocument();
  });

  it('lists the six items of the side menu and names the page', () => {
    renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Меню' });
    const entries = within(menu).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Поддержка',
      'Частые вопросы (откроется в новой вкладке)',
      'Публичная оферта (откроется в новой вкладке)',
      'ГородВесь КазахстанАлматыАстана',
      'Сменить язык',
      'Выйти',
    ]);
    expect($pageTitle.getState()).toBe('Меню');
    expect(document.title).toBe('Меню');
  });

  it('leads a company’s user to the sections the bottom navbar does not; a SaaS company has no reports', async () => {
    act(() => {
      windowResized(390);
      userLoaded(testUserProfile());
    });
    const { unmount } = renderMenu();
    const sections = screen.getByRole('list', { name: 'Разделы' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Доставка', '/delivery'],
      ['Склады', '/warehouses'],
      ['Отчёты', '/reports'],
      ['Статистика', '/statistics'],
      ['Платежи', '/payments'],
      ['Интеграция', '/integration'],
      ['Сотрудники', '/employers'],
    ]);
    unmount();
    act(() => userLoaded(testUserProfile({ isChocoFoodSaas: true })));
    const saas = renderMenu();
    expect(
      within(screen.getByRole('list', { name: 'Разделы' })).queryByRole('link', { name: 'Отчёты' }),
    ).toBeNull();
    saas.unmount();
    await switchLanguage('kk');
    renderMenu();
    expect(within(screen.getByRole('list', { name: 'Бөлімдер' })).getAllByRole('link')).toHaveLength(6);
  });

  it('lists no sections for a user without a company (the company form comes first), in the super-app (§6), or wider than a phone', () => {
    act(() => {
      windowResized(390);
      userLoaded(testUserProfile({ companyData: null }));
    });
    const noCompany = renderMenu();
    expect(screen.queryByRole('list', { name: 'Разделы' })).not.toBeInTheDocument();
    noCompany.unmount();
    act(() => {
      userLoaded(testUserProfile());
      superAppDetected(true);
    });
    const superApp = renderMenu();
    expect(screen.queryByRole('list', { name: 'Разделы' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Склады' })).not.toBeInTheDocument();
    superApp.unmount();
    // A wider window has the sections in its layout's sidebar or bar.
    act(() => {
      superAppDetected(false);
      windowResized(700);
    });
    renderMenu();
    expect(screen.queryByRole('list', { name: 'Разделы' })).not.toBeInTheDocument();
    act(() => {
      windowResized(390);
      signedOut();
    });
  });

  it('opens the support chat in the page, and FAQ and offer in a new tab at the configured addresses', async () => {
    renderMenu();
    expect($supportChatOpen.getState()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Поддержка' }));
    expect($supportChatOpen.getState()).toBe(true);
    expect(screen.getByRole('link', { name: /Частые вопросы/ })).toHaveAttribute(
      'href',
      'http://faq.test/ru',
    );
    expect(screen.getByRole('link', { name: /Публичная оферта/ })).toHaveAttribute(
      'href',
      'http://offer.test',
    );
  });

  it('links the Kazakh FAQ in Kazakh', async () => {
    await switchLanguage('kk');
    renderMenu();
    expect(screen.getByRole('link', { name: /Жиі қойылатын сұрақтар/ })).toHaveAttribute(
      'href',
      'http://faq.test/kk',
    );
  });

  it('chooses the city: the platform is told (§7) and the choice shows', async () => {
    await loadGeoEffects();
    renderMenu();
    const city = screen.getByRole('combobox', { name: 'Город' });
    expect(city).toHaveValue('all');
    await userEvent.selectOptions(city, 'Астана');
    expect(city).toHaveValue('astana');
    await waitFor(() =>
      expect(platformRequest).toHaveBeenCalledWith({
        method: 'patch',
        url: '/rocket/v0/business/update-geo-city/',
        data: { city: 'astana' },
      }),
    );
  });

  it('goes to the language screen', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Сменить язык' }));
    expect(screen.getByText('Экран выбора языка')).toBeInTheDocument();
  });

  it('logs out through the shared auth client (revoke, forget tokens, provider logout page)', async () => {
    act(() => authTokenReceived('t'));
    renderMenu();

    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(logOutFx).toHaveBeenCalledTimes(1));
  });

  it('shows no language or logout items inside the super-app', () => {
    act(() => superAppDetected(true));
    renderMenu();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Поддержка' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Сменить язык' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Город' })).not.toBeInTheDocument();
  });
});
