import { sample } from 'effector';

import { i18n } from '@cabinet/shared';
import { createPlaceSave } from '@cabinet/shared/address-picker';

import {
  createSavedAddress,
  savedAddressLine,
  savedAddressesChanged,
  updateSavedAddress,
} from '../../../entities/saved-address';
import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import { inputOf } from '../lib/form-values';
import { readSaveRefusal } from '../lib/server-errors';
import { validateForm } from '../lib/validate-form';
import {
  $editedAddress,
  changesSaved,
  $values,
  addressOpened,
  errorsShown,
  formClosed,
  newFormOpened,
} from './form-model';

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: DELIVERY_NAMESPACE, ...options });

/** The saved-address form's save (`/delivery?address=…`) on the shared place-form save. */
export const {
  /** "Добавить адрес" / "Сохранить". */
  formSubmitted,
  /** POST for a new address, PUT for a stored one. */
  savePlaceFx: saveAddressFx,
  $saving,
  /** The address the form saved last, for the page to move on to the list; null while editing. */
  $savedPlace: $savedAddress,
  placeSaved: addressSaved,
} = createPlaceSave({
  form: { $values, changesSaved, errorsShown, newFormOpened, storedOpened: addressOpened, formClosed },
  $storedId: $editedAddress.map((address) => address?.id ?? null),
  validate: validateForm,
  inputOf,
  create: createSavedAddress,
  update: updateSavedAddress,
  // §8 shows no modal for /common/addresses (400, 404, 500, 502…): the form says what happened.
  readRefusal: readSaveRefusal,
  isGone: (failure) => failure.status === 404 && failure.code === 'ADDRESS_NOT_FOUND',
  texts: {
    invalid: () => t('delivery.invalid'),
    refused: (message) => t('delivery.refused', { message }),
    created: (address) => t('delivery.created', { address: savedAddressLine(address) }),
    saved: (address) => t('delivery.saved', { address: savedAddressLine(address) }),
    gone: () => t('delivery.gone'),
    failed: () => t('delivery.failed'),
  },
});

// The list takes it in, and the order form's "Подставить адрес" asks for its lists again.
sample({ clock: addressSaved, target: savedAddressesChanged });
