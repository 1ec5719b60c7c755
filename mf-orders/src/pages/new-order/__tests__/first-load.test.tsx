// The order form's modules are evaluated a task apart (decision 0015): importing the exposed page
// evaluates none of them, and the form's lists are asked for once its models exist.
import { render, screen, waitFor } from '@testing-library/react';

const mockLoaded: string[] = [];
const mockEntered = jest.fn();

jest.mock('../../../entities/tariff', () => {
  mockLoaded.push('entities/tariff');
  return {};
});
jest.mock('../../../entities/task', () => {
  mockLoaded.push('entities/task');
  return {};
});
jest.mock('../../../features/order-form', () => {
  mockLoaded.push('features/order-form');
  return {};
});
jest.mock('../../../features/submit-order', () => {
  mockLoaded.push('features/submit-order');
  return {};
});
jest.mock('../new-order-page', () => {
  mockLoaded.push('new-order-page');
  return { NewOrderPage: () => <h1>Новый заказ</h1> };
});
jest.mock('../../../widgets/order-form/model/form-entered', () => {
  mockLoaded.push('order form entered');
  return { orderFormEntered: mockEntered };
});
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
    'entities/tariff',
    'entities/task',
    'features/order-form',
    'features/submit-order',
    'new-order-page',
    'order form entered',
  ]);
});

test('the page shows the loading state, then the form', async () => {
  const { default: Page } = await import('..');
  render(<Page />);
  expect(await screen.findByRole('heading', { name: 'Новый заказ' })).toBeVisible();
});
