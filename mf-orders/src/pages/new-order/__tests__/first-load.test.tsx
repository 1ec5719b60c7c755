// The order form's modules are evaluated a task apart (decision 0015): importing the exposed page
// evaluates none of them, and the form's lists are asked for once its models exist.
import { render, screen, waitFor } from '@testing-library/react';

const mockLoaded: string[] = [];
const mockEntered = jest.fn();
/** A module of the form that records when it is evaluated (jest.mock needs each path literally). */
const mockModel = (name: string, exports: object = {}) => {
  mockLoaded.push(name);
  return exports;
};

jest.mock('../../../entities/tariff/model/tariffs-model', () =>
  mockModel('entities/tariff/model/tariffs-model'),
);
jest.mock('../../../entities/tariff', () => mockModel('entities/tariff'));
jest.mock('../../../entities/task', () => mockModel('entities/task'));
jest.mock('../../../features/order-form/model/details-model', () =>
  mockModel('features/order-form/model/details-model'),
);
jest.mock('../../../features/order-form/model/draft-model', () =>
  mockModel('features/order-form/model/draft-model'),
);
jest.mock('../../../features/order-form/model/route-model', () =>
  mockModel('features/order-form/model/route-model'),
);
jest.mock('../../../features/order-form/model/repeat-order-model', () =>
  mockModel('features/order-form/model/repeat-order-model'),
);
jest.mock('../../../features/order-form', () => mockModel('features/order-form'));
jest.mock('../../../features/submit-order/model/submit-model', () =>
  mockModel('features/submit-order/model/submit-model'),
);
jest.mock('../../../features/submit-order', () => mockModel('features/submit-order'));
jest.mock('../../../features/address-search', () => mockModel('features/address-search'));
jest.mock('../new-order-page', () =>
  mockModel('new-order-page', { NewOrderPage: () => <h1>Новый заказ</h1> }),
);
jest.mock('../../../widgets/order-form/model/form-entered', () =>
  mockModel('order form entered', { orderFormEntered: mockEntered }),
);
jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

test('the page module evaluates none of the form’s modules', async () => {
  const page = await import('..');
  expect(typeof page.default).toBe('function');
  expect(mockLoaded).toEqual([]);
});

test('entering the route evaluates the form step by step, then asks for its lists', async () => {
  const { routeEntered } = await import('..');
  routeEntered();
  expect(mockEntered).not.toHaveBeenCalled();
  await waitFor(() => expect(mockEntered).toHaveBeenCalledTimes(1));
  expect(mockLoaded).toEqual([
    'entities/tariff/model/tariffs-model',
    'entities/tariff',
    'entities/task',
    'features/order-form/model/details-model',
    'features/order-form/model/draft-model',
    'features/order-form/model/route-model',
    'features/order-form/model/repeat-order-model',
    'features/order-form',
    'features/submit-order/model/submit-model',
    'features/submit-order',
    'features/address-search',
    'new-order-page',
    'order form entered',
  ]);
});

test('the page shows the loading state, then the form', async () => {
  const { default: Page } = await import('..');
  render(<Page />);
  expect(await screen.findByRole('heading', { name: 'Новый заказ' })).toBeVisible();
});
