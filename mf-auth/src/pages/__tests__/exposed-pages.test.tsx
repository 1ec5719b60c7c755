import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import LoginPage from '../login';
import TermsPage from '../terms';
import PrivacyPolicyPage from '../privacy-policy';
import EmployersPage from '../employers';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

const PAGES: Array<[string, ComponentType, string, string]> = [
  ['login', LoginPage, ru.login.title, kk.login.title],
  ['terms', TermsPage, ru.terms.title, kk.terms.title],
  ['privacy-policy', PrivacyPolicyPage, ru.privacyPolicy.title, kk.privacyPolicy.title],
  ['employers', EmployersPage, ru.employers.title, kk.employers.title],
];

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
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
  });

  it.each(PAGES.filter(([slug]) => slug !== 'terms'))(
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
});
