import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';

import { Link, MemoryRouter, Route, Routes, useLocation } from '@cabinet/shared/router';

import EditWarehousePage from '../edit-warehouse';
import NewWarehousePage from '../new-warehouse';
import WarehousesPage from '../warehouses';

/** Where the app is, as a person could read it off the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Адрес страницы">{`${pathname}${search}`}</output>;
}

/** The remote's three routes as the shell mounts them, plus a page elsewhere to leave to. */
export function renderRoute(path: string, scope: Scope) {
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <nav aria-label="Меню">
          <Link to="/orders">Заказы</Link>
        </nav>
        <Routes>
          <Route path="/warehouses" element={<WarehousesPage />} />
          <Route path="/warehouses/new" element={<NewWarehousePage />} />
          <Route path="/warehouse/edit/:id" element={<EditWarehousePage />} />
          <Route path="/orders" element={<h2>Страница заказов</h2>} />
        </Routes>
        <AddressBar />
      </MemoryRouter>
    </Provider>,
  );
}
