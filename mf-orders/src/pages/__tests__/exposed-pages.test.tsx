import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { $pageTitle, i18n, langChanged } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import OrdersPage from '../orders';
import MobileHomePage from '../mobile-home';
import NewOrderPage from '../new-order';
import DeliveryPage from '../delivery';
import IntegrationPage from '../integration';
import TrackingPage from '../tracking';
import MobileNewOrderDetailsPage from '../mobile-new-order-details';
import MobileOrdersPage from '../mobile-orders';
import MobileOrderDetailsPage from '../mobile-order-details';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

const PAGES: Array<[string, ComponentType, string, string]> = [
  ['orders', OrdersPage, ru.orders.title, kk.orders.title],
  ['mobile-home', MobileHomePage, ru.mobileHome.title, kk.mobileHome.title],
  ['new-order', NewOrderPage, ru.newOrder.title, kk.newOrder.title],
  ['delivery', DeliveryPage, ru.delivery.title, kk.delivery.title],
  ['integration', IntegrationPage, ru.integration.title, kk.integration.title],
  ['tracking', TrackingPage, ru.tracking.title, kk.tracking.title],
  [
    'mobile-new-order-details',
    MobileNewOrderDetailsPage,
    ru.mobileNewOrderDetails.title,
    kk.mobileNewOrderDetails.title,
  ],
  ['mobile-orders', MobileOrdersPage, ru.mobileOrders.title, kk.mobileOrders.title],
  ['mobile-order-details', MobileOrderDetailsPage, ru.mobileOrderDetails.title, kk.mobileOrderDetails.title],
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
