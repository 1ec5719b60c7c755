import { sample } from 'effector';

import { branchesChanged, i18n } from '@cabinet/shared';
import { createPlaceSave } from '@cabinet/shared/address-picker';

import { createBranch, isBranchGone, updateBranch } from '../../../entities/branch';
import { NAMESPACE } from '../../../shared/i18n';
import { inputOf } from '../lib/form-values';
import { readSaveRefusal } from '../lib/server-errors';
import { validateForm } from '../lib/validate-form';
import {
  $branchId,
  changesSaved,
  $values,
  branchLoaded,
  errorsShown,
  formClosed,
  newFormOpened,
} from './form-model';

const t = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: NAMESPACE, ...options });

/** The warehouse form's save (`/warehouses/new`, `/warehouse/edit/:id`) on the shared place-form save. */
export const {
  /** "Добавить склад" / "Сохранить". */
  formSubmitted,
  /** The platform stored the branch: created or updated. */
  placeSaved: branchSaved,
  /** POST for a new branch, PUT for an existing one. */
  savePlaceFx: saveBranchFx,
  $saving,
  /** The branch the form saved last, for the page to move on to the list; null while editing. */
  $savedPlace: $savedBranch,
} = createPlaceSave({
  form: { $values, changesSaved, errorsShown, newFormOpened, storedOpened: branchLoaded, formClosed },
  $storedId: $branchId,
  validate: validateForm,
  inputOf,
  create: createBranch,
  update: updateBranch,
  // 400 never reaches the error modal (§8); 5xx and no answer are the pipeline's, and the form keeps
  // what was typed.
  readRefusal: readSaveRefusal,
  isGone: isBranchGone,
  texts: {
    invalid: () => t('form.invalid'),
    refused: (message) => t('form.refused', { message }),
    created: (branch) => t('form.created', { name: branch.name }),
    saved: (branch) => t('form.saved', { name: branch.name }),
    gone: () => t('form.gone'),
    failed: () => t('form.failed'),
  },
});

// The core event: the order form's "Подставить адрес" list asks for the branches again.
sample({ clock: branchSaved, target: branchesChanged });
