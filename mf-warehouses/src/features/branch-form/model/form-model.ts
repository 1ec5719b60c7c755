import { createStore } from 'effector';

import { createAddressFormModel, type PickedAddress } from '@cabinet/shared/address-picker';
import type { Branch } from '@cabinet/shared/contract';

import {
  EMPTY_VALUES,
  FORM_FIELDS,
  sameValues,
  valuesOf,
  type BranchFormValues,
  type TextField,
} from '../lib/form-values';
import type { FieldError } from '../lib/validate-form';

/** The picked address of the shared address picker. */
export type PickedPlace = PickedAddress;

/** The warehouse form (`/warehouses/new`, `/warehouse/edit/:id`) on the shared place-form state. */
export const {
  newFormOpened,
  storedOpened: branchLoaded,
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
} = createAddressFormModel<BranchFormValues, TextField, Branch, FieldError>({
  empty: EMPTY_VALUES,
  valuesOf,
  sameValues,
  focusOrder: FORM_FIELDS,
  draft: { form: 'warehouse', idOf: (branch) => branch.id },
});

export type FormMode = 'new' | 'edit';

export const $mode = createStore<FormMode>('new')
  .on(newFormOpened, () => 'new')
  .on(branchLoaded, () => 'edit');
/** The branch being edited; null for a new one. */
export const $branchId = createStore<number | null>(null)
  .on(newFormOpened, () => null)
  .on(branchLoaded, (_, branch) => branch.id);

/** The name the platform has for the branch (the delete dialog names it so). */
export const $storedName = $initial.map((values) => values.name);
