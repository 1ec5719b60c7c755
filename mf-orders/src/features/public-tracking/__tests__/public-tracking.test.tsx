import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import type { Tracking } from '../../../entities/order';
import { TrackingNotFoundError, fetchBannersFx, fetchTrackingFx } from '../model/public-tracking-model';
import { PublicTracking } from '../ui/public-tracking';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const TRACKING: Tracking = {
  number: 'R-000077',
  state: 'picked_up',
  status: 2,
  company_name: 'ТОО «Алма Логистик»',
  eta_minutes: 14,
  courier: { name: 'Ержан', phone_number: '+77017776655', transport: 'CAR', latitude: 43.2, longitude: 76.9 },
  points: [
    { index: 0, state: 'done', street: 'проспект Абая', building: '10', geo_data: [76.9, 43.2] },
    { index: 1, state: 'pending', street: 'проспект Достык', building: '120', geo_data: [76.95, 43.24] },
  ],
  created_at: '2026-11-22T05:00:00Z',
  delivered_at: null,
};

describe('public tracking', () => {
  it('shows status, ETA, courier and the points of a tracking link', async () => {
    const scope = fork({
      handlers: [
        [fetchTrackingFx, async () => TRACKING],
        [fetchBannersFx, async () => []],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="abc" />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Заказ № R-000077' })).toBeTruthy();
    expect(screen.getByText('Отправитель: ТОО «Алма Логистик»')).toBeTruthy();
    expect(screen.getByText('Заказ забран, курьер едет к получателю')).toBeTruthy();
    expect(screen.getByText('Прибытие примерно через 14 мин')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+77017776655' })).toHaveAttribute('href', 'tel:+77017776655');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says clearly when the link is unknown or expired', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTrackingFx,
          async () => {
            throw new TrackingNotFoundError();
          },
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="expired" />
      </Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка не найдена');
  });
});
