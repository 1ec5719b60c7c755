import { orderFormFirstCalls } from '@cabinet/shared';
import { platformRequest, requestKey } from '@cabinet/shared/http';

import { cardsRequested } from '../../../features/order-form';
import { orderFormEntered } from '..';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  platformRequest: jest.fn(() => new Promise(() => undefined)),
}));

it('opening the form asks for the calls the shell starts on a first load of it (decision 0010)', () => {
  // Its page's routeEntered, then the form's own first effect (useOrderCreation).
  orderFormEntered();
  cardsRequested();
  const sent = jest.mocked(platformRequest).mock.calls.map(([config]) => requestKey(config));
  expect(sent.sort()).toEqual(orderFormFirstCalls().map(requestKey).sort());
});
