import { createStore } from 'effector';

import { signedOut } from '@cabinet/shared';
import { createAddressFormModel } from '@cabinet/shared/address-picker';
import type { SavedAddress } from '@cabinet/shared/contract';

import {
  EMPTY_VALUES,
  FORM_FIELDS,
  sameValues,
  valuesOf,
  type AddressFormValues,
  type TextField,
} from '../lib/form-values';
import type { FieldError } from '../lib/validate-form';

/** The saved-address form (`/delivery?address=new` or `?address=<id>`) on the shared place-form state. */
export const {
  newFormOpened,
  storedOpened: addressOpened,
  formClosed,
  fieldChanged,
  addressTyped,
  addressPicked,
  pinAccepted,
  errorsShown,
  changesSaved,
  draftDiscarded,
  $initial,
  $values,
  $dirty,
  $errors,
  $formMessage,
  $errorFocus,
  $draftRestored,
} = createAddressFormModel<AddressFormValues, TextField, SavedAddress, FieldError>({
  empty: EMPTY_VALUES,
  valuesOf,
  sameValues,
  focusOrder: FORM_FIELDS,
  draft: { form: 'saved-address', idOf: (address) => address.id },
});

/** The stored address being edited; null for a new one. */
export const $editedAddress = createStore<SavedAddress | null>(null)
  .on(newFormOpened, () => null)
  .on(addressOpened, (_, address) => address)
  .reset([formClosed, signedOut]);
export const $mode = $editedAddress.map((address): 'new' | 'edit' => (address ? 'edit' : 'new'));
