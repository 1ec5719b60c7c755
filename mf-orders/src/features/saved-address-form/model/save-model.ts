import { createEffect, createEvent, createStore, sample } from 'effector';

import { i18n, toastShown } from '@cabinet/shared';
import { readPlatformFailure, type AddressInput, type SavedAddress } from '@cabinet/shared/contract';

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
  $initial,
  $values,
  addressOpened,
  errorsShown,
  formClosed,
  newFormOpened,
} from './form-model';

/** "Добавить адрес" / "Сохранить". */
export const formSubmitted = createEvent();

/** POST for a new address, PUT for a stored one. */
export const saveAddressFx = createEffect(({ id, input }: { id: number | null; input: AddressInput }) =>
  id === null ? createSavedAddress(input) : updateSavedAddress(id, input),
);
export const $saving = saveAddressFx.pending;

/** The address the form saved last, for the page to move on to the list; null while editing. */
export const $savedAddress = createStore<SavedAddress | null>(null)
  .on(saveAddressFx.doneData, (_, address) => address)
  .reset([newFormOpened, addressOpened, formClosed]);

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: DELIVERY_NAMESPACE, ...options });

const checked = sample({
  clock: formSubmitted,
  source: { values: $values, edited: $editedAddress, saving: $saving },
  filter: ({ saving }) => !saving,
  fn: ({ values, edited }) => ({ values, id: edited?.id ?? null, errors: validateForm(values) }),
});

sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length > 0,
  fn: ({ errors }) => ({ errors, formMessage: t('delivery.invalid') }),
  target: errorsShown,
});
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ values, id }) => ({ id, input: inputOf(values) }),
  target: saveAddressFx,
});

// Saved: nothing is unsaved any more, so leaving asks nothing.
sample({ clock: saveAddressFx.done, source: $values, target: $initial });
sample({
  clock: saveAddressFx.done,
  fn: ({ params, result }) =>
    t(params.id === null ? 'delivery.created' : 'delivery.saved', { address: savedAddressLine(result) }),
  target: toastShown,
});
// The list takes it in, and the order form's "Подставить адрес" asks for its lists again.
sample({ clock: saveAddressFx.doneData, target: savedAddressesChanged });

// Refused: the platform's reasons beside their fields. §8 shows no modal for /common/addresses (400,
// 404, 500, 502…), so the form says what happened, and keeps what was typed.
sample({
  clock: saveAddressFx.failData,
  fn: (error) => {
    const failure = readPlatformFailure(error);
    const refusal = readSaveRefusal(failure);
    if (refusal) {
      return {
        errors: refusal.errors,
        formMessage:
          refusal.formMessage === null
            ? t('delivery.invalid')
            : t('delivery.refused', { message: refusal.formMessage }),
      };
    }
    const gone = failure.status === 404 && failure.code === 'ADDRESS_NOT_FOUND';
    return { errors: {}, formMessage: t(gone ? 'delivery.gone' : 'delivery.failed') };
  },
  target: errorsShown,
});
