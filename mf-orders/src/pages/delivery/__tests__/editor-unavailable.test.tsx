import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter, Route, Routes } from '@cabinet/shared/router';

import { fetchSavedAddressesFx } from '../../../features/saved-address-list';
import DeliveryPage from '..';

// The form's chunk cannot be fetched, not even once more (a deploy removed it, the network is down).
jest.mock('../ui/address-editor', () => {
  throw new Error('Loading chunk address-editor failed');
});
jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
  newRequestId: () => 'test-key',
}));

test('a form whose chunk does not come says so and leads back to the list', async () => {
  const scope = fork({ handlers: [[fetchSavedAddressesFx, async () => []]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/delivery?address=new']}>
        <Routes>
          <Route path="/delivery" element={<DeliveryPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Открываем форму адреса…');
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('Не удалось открыть форму адреса');
  expect(screen.getByRole('link', { name: 'К списку адресов' })).toHaveAttribute('href', '/delivery');
});
