import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import WarehousesPage from '../warehouses';
import NewWarehousePage from '../new-warehouse';
import EditWarehousePage from '../edit-warehouse';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

const PAGES: Array<[string, ComponentType, string, string]> = [
  ['warehouses', WarehousesPage, ru.warehouses.title, kk.warehouses.title],
  ['new-warehouse', NewWarehousePage, ru.newWarehouse.title, kk.newWarehouse.title],
  ['edit-warehouse', EditWarehousePage, ru.editWarehouse.title, kk.editWarehouse.title],
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
