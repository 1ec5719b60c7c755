import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import type { Configs } from '@cabinet/shared/contract';

import '../../../shared/i18n';
import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { OrderMap } from '../ui/order-map';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const CONFIGS = {
  company_city: 'astana',
  delivery_zones: [
    {
      city: 'almaty',
      name: 'Алматы',
      polygon: [
        [76.74, 43.365],
        [77.09, 43.33],
        [77.0, 43.14],
        [76.7, 43.29],
      ],
    },
    {
      city: 'astana',
      name: 'Астана',
      polygon: [
        [71.3, 51.25],
        [71.62, 51.2],
        [71.5, 51.03],
      ],
    },
  ],
} as unknown as Configs;

describe('order map', () => {
  it("draws the order's points in the zone they are in, with the courier when the position is known", async () => {
    const configs = jest.fn(async () => CONFIGS);
    const scope = fork({ handlers: [[fetchConfigsFx, configs]] });
    const order = makeOrder(3, 'picked_up');
    const { rerender } = render(
      <Provider value={scope}>
        <OrderMap
          order={order}
          courier={{ name: 'Ержан', phone: '+77017776655', transport: 'CAR', lonLat: [76.93, 43.24] }}
        />
      </Provider>,
    );
    expect(
      await screen.findByRole('img', {
        name: 'Карта заказа: точек на карте: 3, зона доставки Алматы, курьер на карте',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Точка 1: проспект Абая, 10 (Ожидает)')).toBeInTheDocument();
    expect(screen.getByText('Курьер: Ержан')).toBeInTheDocument();

    rerender(
      <Provider value={scope}>
        <OrderMap
          order={order}
          courier={{ name: 'Ержан', phone: '+77017776655', transport: 'CAR', lonLat: null }}
        />
      </Provider>,
    );
    expect(
      await screen.findByRole('img', { name: 'Карта заказа: точек на карте: 3, зона доставки Алматы' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Курьер:/)).toBeNull();
    expect(configs).toHaveBeenCalledTimes(1);
  });
});
