import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import LoginPage from '../login';
import TermsPage from '../terms';
import PrivacyPolicyPage from '../privacy-policy';
import EmployersPage from '../employers';
import CompanySetupPage from '../company-setup';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

const PAGES: Array<[string, ComponentType, string, string]> = [
  ['login', LoginPage, ru.login.title, kk.login.title],
  ['terms', TermsPage, ru.terms.title, kk.terms.title],
  ['privacy-policy', PrivacyPolicyPage, ru.privacyPolicy.title, kk.privacyPolicy.title],
  ['employers', EmployersPage, ru.employers.title, kk.employers.title],
  ['company-setup', CompanySetupPage, ru.companySetup.title, kk.companySetup.title],
];

/** Legal texts speak the language of their route, not the interface language. */
const ROUTE_LANGUAGE = ['terms', 'privacy-policy'];

describe('the route-level pages this remote exposes', () => {
  afterEach(() => act(() => langChanged('ru')));

  it.each(PAGES)('%s names itself in the shell header and the tab, in Russian', (_, Page, ruTitle) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect($pageTitle.getState()).toBe(ruTitle);
    expect(document.title).toBe(ruTitle);
    // A page in the main layout leaves the h1 to the shell's header; every page has a heading or a name.
    expect(screen.queryAllByRole('heading').length + screen.queryAllByRole('article').length).toBeGreaterThan(
      0,
    );
  });

  it.each(PAGES.filter(([slug]) => !ROUTE_LANGUAGE.includes(slug)))(
    '%s speaks Kazakh when the language is kk',
    (_, Page, __, kkTitle) => {
      act(() => langChanged('kk'));
      render(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(i18n.language).toBe('kk');
      expect($pageTitle.getState()).toBe(kkTitle);
    },
  );

  it('terms follow the language of their route, not the interface language', () => {
    act(() => langChanged('ru'));
    render(<TermsPage lang="kk" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(kk.terms.title);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'kk');
  });

  it('the privacy policy, published in Russian only, stays Russian in a Kazakh interface', () => {
    act(() => langChanged('kk'));
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.privacyPolicy.title);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ru');
  });
});
