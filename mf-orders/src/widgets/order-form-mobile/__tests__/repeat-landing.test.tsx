import { act, configure, render, screen, within } from '@testing-library/react';
import type { PlatformRequestConfig } from '@cabinet/shared/http';

import { langChanged, windowResized } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';
import { MemoryRouter, Route, Routes, useLocation } from '@cabinet/shared/router';

import { REPEAT_ORDER_STORAGE_KEY, toPointInputs } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { repeatTarget } from '../../../features/repeat-order';
import { clockTicked, draftCleared } from '../../../features/order-form';
import { MobileNewOrderDetailsPage } from '../../../pages/mobile-new-order-details/mobile-new-order-details-page';
import '../../../shared/i18n';
import { NOON_ALMATY, rates } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(),
  newRequestId: jest.fn(() => 'key'),
}));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;
configure({ asyncUtilTimeout: 5_000 });

async function platform(config: PlatformRequestConfig): Promise<unknown> {
  const url = config.url ?? '';
  if (url.endsWith('/validate-coordinate')) return { is_valid: true, city: 'almaty' };
  if (url.endsWith('/orders/tariffs')) return rates();
  return { results: [] };
}

function AddressBar() {
  const location = useLocation();
  return <output aria-label="address bar">{`${location.pathname}${location.search}`}</output>;
}

/** Opens the wizard where the "repeat order" button of a phone leads, with the copied points left. */
function openRepeated(points: ReturnType<typeof toPointInputs>) {
  sessionStorage.setItem(REPEAT_ORDER_STORAGE_KEY, JSON.stringify(points));
  render(
    <MemoryRouter initialEntries={[repeatTarget(true)]}>
      <Routes>
        <Route path="/mobile/new-order-details" element={<MobileNewOrderDetailsPage />} />
      </Routes>
      <AddressBar />
    </MemoryRouter>,
  );
  act(() => clockTicked(NOON_ALMATY));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  request.mockReset();
  request.mockImplementation(platform);
  act(() => draftCleared());
  act(() => langChanged('ru'));
  act(() => windowResized(390));
});

describe('a repeated order on a phone', () => {
  it('lands on the summary with every copied point, ready to check and order', async () => {
    openRepeated(toPointInputs(makeOrder(7, 'delivered')));
    expect(await screen.findByRole('heading', { name: 'Вызов курьера' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address bar' })).toHaveTextContent(
      '/mobile/new-order-details?step=details',
    );
    const route = screen.getByRole('list', { name: 'Маршрут' });
    expect(within(route).getByRole('button', { name: 'Откуда проспект Абая, 10' })).toBeInTheDocument();
    expect(within(route).getByRole('button', { name: 'Куда улица Толе би, 11' })).toBeInTheDocument();
    expect(route).toHaveTextContent('проспект Достык, 12');
  });

  it('opens the first screen to fix when a copied point is incomplete', async () => {
    const points = toPointInputs(makeOrder(8, 'delivered'));
    points[1]!.contact_info.phone_number = '';
    openRepeated(points);
    expect(await screen.findByRole('heading', { name: 'Куда доставить' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address bar' })).toHaveTextContent('?step=to');
  });
});
