import { orderFormFirstCalls } from '@cabinet/shared';
import { platformRequest, requestKey } from '@cabinet/shared/http';

import { taskCatalogueRequested } from '../../../entities/task';
import { savedPlacesRequested } from '../../../features/address-search/model/saved-places';
import { cardsRequested } from '../../../features/order-form';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  platformRequest: jest.fn(() => new Promise(() => undefined)),
}));

it('the form opening asks first for the calls the shell starts on a first load of it (decision 0010)', () => {
  // What the form fires as it opens: the saved places' picker, the cards, the task catalogue.
  savedPlacesRequested();
  cardsRequested();
  taskCatalogueRequested();
  const sent = jest.mocked(platformRequest).mock.calls.map(([config]) => requestKey(config));
  expect(sent.sort()).toEqual(orderFormFirstCalls().map(requestKey).sort());
});
