import { act, render, screen } from '@testing-library/react';

import { langChanged } from '@cabinet/shared';
import { describeExposedPages, type ExposedPageCase, switchLanguage } from '@cabinet/shared/testing';

import LoginPage from '../login';
import TermsPage from '../terms';
import PrivacyPolicyPage from '../privacy-policy';
import EmployersPage from '../employers';
import CompanySetupPage from '../company-setup';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';
import { kk as employeesKk } from '../../shared/i18n/employees/kk';
import { ru as employeesRu } from '../../shared/i18n/employees/ru';
import { kk as companySetupKk } from '../../shared/i18n/company-setup/kk';
import { ru as companySetupRu } from '../../shared/i18n/company-setup/ru';

// The employees page loads its list on mount; here only the names matter, so every call stays pending.
jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual('@cabinet/shared/http'),
  platformRequest: () => new Promise(() => undefined),
}));

const PAGES: ExposedPageCase[] = [
  ['login', LoginPage, ru.login.title, kk.login.title],
  ['terms', TermsPage, ru.terms.title, kk.terms.title],
  ['privacy-policy', PrivacyPolicyPage, ru.privacyPolicy.title, kk.privacyPolicy.title],
  ['employers', EmployersPage, employeesRu.employers.title, employeesKk.employers.title],
  ['company-setup', CompanySetupPage, companySetupRu.companySetup.title, companySetupKk.companySetup.title],
];

/** Legal texts speak the language of their route, not the interface language. */
const ROUTE_LANGUAGE = ['terms', 'privacy-policy'];

describeExposedPages(PAGES, { russianOnly: ROUTE_LANGUAGE });

describe('legal pages', () => {
  afterEach(() => act(() => langChanged('ru')));

  it('terms follow the language of their route, not the interface language', () => {
    act(() => langChanged('ru'));
    render(<TermsPage lang="kk" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(kk.terms.title);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'kk');
  });

  it('the privacy policy, published in Russian only, stays Russian in a Kazakh interface', async () => {
    await switchLanguage('kk');
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.privacyPolicy.title);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ru');
  });
});
