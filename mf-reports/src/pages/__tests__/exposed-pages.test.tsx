import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import ReportsPage from '../reports';
import StatisticsPage from '../statistics';
import PaymentsPage from '../payments';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

const PAGES: Array<[string, ComponentType, string, string]> = [
  ['reports', ReportsPage, ru.reports.title, kk.reports.title],
  ['statistics', StatisticsPage, ru.statistics.title, kk.statistics.title],
  ['payments', PaymentsPage, ru.payments.title, kk.payments.title],
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

  it.each(PAGES)('%s speaks Kazakh when the language is kk', (_, Page, __, kkTitle) => {
    act(() => langChanged('kk'));
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(i18n.language).toBe('kk');
    expect($pageTitle.getState()).toBe(kkTitle);
  });
});
