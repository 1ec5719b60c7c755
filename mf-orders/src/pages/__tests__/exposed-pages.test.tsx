import { describeExposedPages, type ExposedPageCase } from '@cabinet/shared/testing';

import OrdersPage from '../orders';
import MobileHomePage from '../mobile-home';
import NewOrderPage from '../new-order';
import DeliveryPage from '../delivery';
import IntegrationPage from '../integration';
import TrackingPage from '../tracking';
import MobileNewOrderDetailsPage from '../mobile-new-order-details';
import MobileOrdersPage from '../mobile-orders';
import MobileOrderDetailsPage from '../mobile-order-details';
import { deliveryKk } from '../../shared/i18n/delivery-kk';
import { deliveryRu } from '../../shared/i18n/delivery-ru';
import { integrationKk } from '../../shared/i18n/integration-kk';
import { integrationRu } from '../../shared/i18n/integration-ru';
import { kk } from '../../shared/i18n/kk';
import { ru } from '../../shared/i18n/ru';

// The pages load their data on mount; here only their names matter, so every call stays pending.
jest.mock('@cabinet/shared/http', () => ({
  platformRequest: () => new Promise(() => undefined),
  newRequestId: () => 'test-key',
}));

const PAGES: ExposedPageCase[] = [
  ['orders', OrdersPage, ru.orders.title, kk.orders.title],
  ['mobile-home', MobileHomePage, ru.mobileHome.title, kk.mobileHome.title],
  ['new-order', NewOrderPage, ru.newOrder.title, kk.newOrder.title],
  ['delivery', DeliveryPage, deliveryRu.delivery.title, deliveryKk.delivery.title],
  ['integration', IntegrationPage, integrationRu.title, integrationKk.title],
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

describeExposedPages(PAGES);
