import { activeOrdersSnapshot } from '@cabinet/shared';
import { platformRequest, requestKey } from '@cabinet/shared/http';

import { fetchActiveOrdersFx } from '../model/active-orders';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  platformRequest: jest.fn(() => new Promise(() => undefined)),
}));

it("the active orders are asked for with the call the shell starts on a phone's navigation", () => {
  void fetchActiveOrdersFx();
  const sent = jest.mocked(platformRequest).mock.calls[0]?.[0];
  expect(sent).toBeDefined();
  expect(requestKey(sent ?? {})).toBe(requestKey(activeOrdersSnapshot()));
  // §4's active orders (statuses 1, 2, 5), the newest page of 100.
  expect(sent?.params).toMatchObject({ page: 1, page_size: 100, status: '1,2,5' });
});
