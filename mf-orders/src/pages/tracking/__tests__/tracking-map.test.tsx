import { render, screen } from '@testing-library/react';

import '../../../shared/i18n';
import type { Tracking } from '../../../entities/order';
import { TrackingMap } from '../tracking-map';

function tracking(state: Tracking['state']): Tracking {
  return {
    number: 'R-000001',
    state,
    status: state === 'delivered' ? 3 : 2,
    company_name: 'ТОО «Алма Логистик»',
    eta_minutes: 7,
    courier: {
      name: 'Ержан',
      phone_number: '+77017776655',
      transport: 'CAR',
      latitude: 43.24,
      longitude: 76.93,
    },
    points: [
      { index: 0, state: 'done', street: 'проспект Абая', building: '10', geo_data: [76.9574, 43.2397] },
      { index: 1, state: 'pending', street: 'улица Толе би', building: '5', geo_data: [76.9, 43.2505] },
    ],
    created_at: '2026-11-22T05:00:00Z',
    delivered_at: null,
  };
}

describe('public tracking map', () => {
  it('shows the points and the courier while the delivery is under way', async () => {
    render(<TrackingMap tracking={tracking('picked_up')} />);
    expect(
      await screen.findByRole('img', { name: 'Карта доставки: точек на карте: 2, курьер на карте' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Точка 2: улица Толе би, 5 (Ожидает)')).toBeInTheDocument();
    expect(screen.getByText('Курьер: Ержан')).toBeInTheDocument();
  });

  it('drops the courier once delivered', async () => {
    render(<TrackingMap tracking={tracking('delivered')} />);
    expect(await screen.findByRole('img', { name: 'Карта доставки: точек на карте: 2' })).toBeInTheDocument();
    expect(screen.queryByText(/^Курьер:/)).toBeNull();
  });
});
