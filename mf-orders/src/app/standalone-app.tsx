import { BrowserRouter, Link, Route, Routes } from '@cabinet/shared/router';

import OrdersPage from '../pages/orders';
import MobileHomePage from '../pages/mobile-home';
import NewOrderPage from '../pages/new-order';
import DeliveryPage from '../pages/delivery';
import IntegrationPage from '../pages/integration';
import TrackingPage from '../pages/tracking';
import MobileNewOrderDetailsPage from '../pages/mobile-new-order-details';
import MobileOrdersPage from '../pages/mobile-orders';
import MobileOrderDetailsPage from '../pages/mobile-order-details';

/**
 * This remote on its own origin, without the shell: every exposed page on its route, for
 * developing and smoke-testing one remote alone. Production users always come through the shell.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="mf-orders">
        <ul>
          <li>
            <Link to="/">/</Link>
          </li>
          <li>
            <Link to="/m">/m</Link>
          </li>
          <li>
            <Link to="/orders/new">/orders/new</Link>
          </li>
          <li>
            <Link to="/delivery">/delivery</Link>
          </li>
          <li>
            <Link to="/integration">/integration</Link>
          </li>
          <li>
            <Link to="/tracking">/tracking</Link>
          </li>
          <li>
            <Link to="/mobile/new-order-details">/mobile/new-order-details</Link>
          </li>
          <li>
            <Link to="/mobile/orders">/mobile/orders</Link>
          </li>
          <li>
            <Link to="/mobile/orders/1">/mobile/orders/:id</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<OrdersPage />} />
          <Route path="/m" element={<MobileHomePage />} />
          <Route path="/orders/new" element={<NewOrderPage />} />
          <Route path="/delivery" element={<DeliveryPage />} />
          <Route path="/integration" element={<IntegrationPage />} />
          <Route path="/tracking" element={<TrackingPage />} />
          <Route path="/mobile/new-order-details" element={<MobileNewOrderDetailsPage />} />
          <Route path="/mobile/orders" element={<MobileOrdersPage />} />
          <Route path="/mobile/orders/:id" element={<MobileOrderDetailsPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
