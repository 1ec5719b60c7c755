import type { RouteEntry } from '@cabinet/shared/router';

import { savedAddressesRequested } from '../../features/saved-address-list';
import { DeliveryPage } from './delivery-page';
import { ADDRESS_PARAM } from './lib/editor-url';
import { loadAddressEditor } from './ui/lazy-address-editor';

/**
 * Called by the shell before the page's first render: the saved addresses are asked for at once (the
 * page's own first request finds the call running and waits for it), and the form's chunk too when
 * the URL opens a form.
 */
export function routeEntered({ search }: RouteEntry): void {
  savedAddressesRequested();
  if (new URLSearchParams(search).get(ADDRESS_PARAM) !== null)
    void loadAddressEditor().catch(() => undefined);
}

export { DeliveryPage };
/** The exposed module's default export is the page the shell renders. */
export default DeliveryPage;
