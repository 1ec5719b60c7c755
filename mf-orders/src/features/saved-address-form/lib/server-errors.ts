import { readPlaceSaveRefusal } from '@cabinet/shared/address-picker';
import type { PlatformFailure } from '@cabinet/shared/contract';

import type { FormField } from './form-values';

/** The platform's field paths (AddressInput) and the form's fields that show them. */
const SERVER_FIELDS: Record<string, FormField> = {
  street: 'address',
  building: 'address',
  latitude: 'address',
  longitude: 'address',
  entrance: 'entrance',
  floor: 'floor',
  apartment: 'apartment',
  intercom: 'intercom',
  extra_info: 'extraInfo',
  contact_name: 'contactName',
  phone_number: 'phone',
  max_order_distance: 'maxDistance',
};

/** A 400 of the saved-address form's POST/PUT, placed on its fields (the shared place-form reading). */
export const readSaveRefusal = (failure: PlatformFailure) => readPlaceSaveRefusal(failure, SERVER_FIELDS);
