import { readPlaceSaveRefusal } from '@cabinet/shared/address-picker';
import type { PlatformFailure } from '@cabinet/shared/contract';

import type { FormField } from './form-values';

/** The platform's field paths (BranchInput) and the form's fields that show them. */
const SERVER_FIELDS: Record<string, FormField> = {
  name: 'name',
  street: 'address',
  building: 'address',
  entrance: 'entrance',
  floor: 'floor',
  apartment: 'apartment',
  intercom: 'intercom',
  latitude: 'address',
  longitude: 'address',
  working_hours: 'workingHours',
  contact_name: 'contactName',
  phone_number: 'phone',
  comment: 'comment',
};

/** A 400 of the warehouse form's POST/PUT, placed on its fields (the shared place-form reading). */
export const readSaveRefusal = (failure: PlatformFailure) => readPlaceSaveRefusal(failure, SERVER_FIELDS);
