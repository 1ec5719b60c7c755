import { BrowserRouter, Link, Route, Routes } from '@cabinet/shared/router';

import WarehousesPage from '../pages/warehouses';
import NewWarehousePage from '../pages/new-warehouse';
import EditWarehousePage from '../pages/edit-warehouse';

/**
 * This remote on its own origin, without the shell: every exposed page on its route, for
 * developing and smoke-testing one remote alone. Production users always come through the shell.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="mf-warehouses">
        <ul>
          <li>
            <Link to="/warehouses">/warehouses</Link>
          </li>
          <li>
            <Link to="/warehouses/new">/warehouses/new</Link>
          </li>
          <li>
            <Link to="/warehouse/edit/1">/warehouse/edit/:id</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
          <Route path="/warehouses" element={<WarehousesPage />} />
          <Route path="/warehouses/new" element={<NewWarehousePage />} />
          <Route path="/warehouse/edit/:id" element={<EditWarehousePage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
