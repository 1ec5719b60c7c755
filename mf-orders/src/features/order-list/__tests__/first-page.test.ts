import { activeOrdersFirstPage } from '@cabinet/shared';
import { platformRequest, requestKey } from '@cabinet/shared/http';

import { readListFilters } from '../../../entities/order';
import { fetchPageFx } from '../model/order-list-model';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  platformRequest: jest.fn(() => new Promise(() => undefined)),
}));

it('the list opened from a menu link (no query) asks first for the call the shell starts on that click', () => {
  void fetchPageFx({ filters: readListFilters(new URLSearchParams('')), page: 1, generation: 1 });
  const sent = jest.mocked(platformRequest).mock.calls[0]?.[0];
  expect(sent).toBeDefined();
  expect(requestKey(sent ?? {})).toBe(requestKey(activeOrdersFirstPage()));
});
