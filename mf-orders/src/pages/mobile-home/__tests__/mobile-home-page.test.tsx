import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@cabinet/shared/router';

import { fetchActiveOrdersFx } from '../../../entities/order';
import { phoneUrlOf } from '../lib/phone-url';
import { MobileHomePage } from '../mobile-home-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address bar">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

function openOnPhone(url: string) {
  const scope = fork({ handlers: [[fetchActiveOrdersFx, async () => ({ results: [], complete: true })]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chat', url]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<MobileHomePage />} />
          <Route path="/mobile/orders" element={<p>orders list</p>} />
          <Route path="/mobile/orders/:id" element={<p>order page</p>} />
          <Route path="/chat" element={<p>the messenger</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

const addressBar = () => screen.getByRole('status', { name: 'address bar' });

describe('a desktop link of / opened on a phone', () => {
  it('knows where each desktop link belongs', () => {
    expect(phoneUrlOf('?order=42')).toBe('/mobile/orders/42');
    expect(phoneUrlOf('?tab=finished&order=42')).toBe('/mobile/orders/42');
    expect(phoneUrlOf('?tab=planned&q=%D0%90%D0%B1%D0%B0%D1%8F&from=2026-11-01')).toBe(
      '/mobile/orders?tab=planned&q=%D0%90%D0%B1%D0%B0%D1%8F&from=2026-11-01',
    );
    expect(phoneUrlOf('?tab=nonsense')).toBe('/mobile/orders?tab=active');
    expect(phoneUrlOf('?order=abc')).toBe('/mobile/orders/abc');
    expect(phoneUrlOf('?order=')).toBeNull();
    expect(phoneUrlOf('')).toBeNull();
  });

  it('opens the order page for /?order=ID, replacing the entry', async () => {
    openOnPhone('/?order=42');
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/mobile/orders/42');
    // Back leads where the user came from, not through the desktop link again.
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByText('the messenger')).toBeInTheDocument();
  });

  it('opens the list with the tab for /?tab=X', async () => {
    openOnPhone('/?tab=finished');
    expect(await screen.findByText('orders list')).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/mobile/orders?tab=finished');
  });

  it('shows the active orders for / itself', async () => {
    openOnPhone('/');
    expect(await screen.findByRole('heading', { name: 'Активные заказы' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/$/);
  });
});
