import type { RouteEntry } from '@cabinet/shared/router';

import { savedAddressesRequested } from '../../features/saved-address-list';
import { DeliveryPage } from './delivery-page';
import { ADDRESS_PARAM } from './lib/editor-url';
import { editorParamShown } from './model/editor-model';

/**
 * Called by the shell before the page's first render: the saved addresses are asked for at once (the
 * page's own first request finds the call running and waits for it), and a form in the URL is filled.
 */
export function routeEntered({ search }: RouteEntry): void {
  savedAddressesRequested();
  editorParamShown(new URLSearchParams(search).get(ADDRESS_PARAM));
}

export { DeliveryPage };
/** The exposed module's default export is the page the shell renders. */
export default DeliveryPage;
