import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import type { RatesResponse } from '@cabinet/shared/contract';

import { pointAddressChanged } from '../../../entities/point';
import { placePoints } from '../../../entities/point/testing';
import { fetchTariffsFx, tariffSelected } from '../../../entities/tariff';
import { tariffOf } from '../../../entities/tariff/testing';
import { draftWriteDelayFx } from '../../order-form';
import { TariffPicker } from '..';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const tariff = tariffOf;

const renderPicker = (scope: ReturnType<typeof fork>) =>
  render(
    <Provider value={scope}>
      <TariffPicker />
    </Provider>,
  );

describe('tariff picker', () => {
  it('says the tariffs did not load, and "Retry" asks again for the same route', async () => {
    const answers: Array<() => RatesResponse> = [
      () => {
        throw Object.assign(new Error('Network Error'), { request: {} });
      },
      () => ({ tariffs: [tariff({ id: 4 })], distance: 3, waypoints: [], optimized: null }),
    ];
    let calls = 0;
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => (answers[calls++] as () => RatesResponse)()],
        [draftWriteDelayFx, async (change: number) => change],
      ],
    });
    await placePoints(scope, 2);
    renderPicker(scope);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить тарифы');
    expect(alert).toHaveTextContent('Ошибка сети');
    expect(screen.queryByText(/Укажите адреса всех точек/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: /Авто/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the optimised route’s own price and length, and a saving only when there is one', async () => {
    let optimisedCar = 1500;
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async (): Promise<RatesResponse> => ({
            tariffs: [tariff({ id: 1, transport: 'MOTORBIKE', price: 1100 }), tariff({ id: 2, price: 1500 })],
            distance: 9,
            waypoints: [],
            optimized: {
              tariffs: [
                tariff({ id: 3, transport: 'MOTORBIKE', price: 1100 }),
                tariff({ id: 4, price: optimisedCar }),
              ],
              distance: 7.5,
              waypoints: [],
              order: [0, 2, 1],
            },
          }),
        ],
        [draftWriteDelayFx, async (change: number) => change],
      ],
    });
    await placePoints(scope, 3);
    const { unmount } = renderPicker(scope);
    expect(screen.getByText('Оптимальный маршрут')).toBeInTheDocument();
    expect(screen.getByText('Если поменять порядок точек: 1 100 ₸, 7.5 км.')).toBeInTheDocument();
    expect(screen.queryByText(/сэкономить/)).not.toBeInTheDocument();
    unmount();

    optimisedCar = 1200;
    await allSettled(pointAddressChanged, { scope, params: { index: 2, address: { latitude: 43.21 } } });
    await allSettled(tariffSelected, { scope, params: 2 });
    renderPicker(scope);
    expect(screen.getByText('Если поменять порядок точек: 1 200 ₸, 7.5 км.')).toBeInTheDocument();
    expect(screen.getByText('Можно сэкономить 300 ₸, поменяв порядок точек.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Применить маршрут' })).toBeInTheDocument();
  });
});
