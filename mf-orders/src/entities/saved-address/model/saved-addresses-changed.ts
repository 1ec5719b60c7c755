import { createEvent } from 'effector';

import type { SavedAddress } from '@cabinet/shared/contract';

/**
 * The platform stored a saved address (created or edited on `/delivery`). The list of the page takes
 * it in at once, and the order form's "Подставить адрес" lists ask for the saved places again.
 */
export const savedAddressesChanged = createEvent<SavedAddress>();
