import { createEffect, createEvent, createStore, sample } from 'effector';

import { branchesChanged, i18n, toastShown } from '@cabinet/shared';
import { readPlatformFailure, type Branch, type BranchInput } from '@cabinet/shared/contract';

import { createBranch, isBranchGone, updateBranch } from '../../../entities/branch';
import { NAMESPACE } from '../../../shared/i18n';
import { inputOf } from '../lib/form-values';
import { readSaveRefusal } from '../lib/server-errors';
import { validateForm } from '../lib/validate-form';
import {
  $branchId,
  $initial,
  $values,
  branchLoaded,
  errorsShown,
  formClosed,
  newFormOpened,
} from './form-model';

/** "Добавить склад" / "Сохранить". */
export const formSubmitted = createEvent();
/** The platform stored the branch: created or updated. */
export const branchSaved = createEvent<Branch>();

/** POST for a new branch, PUT for an existing one. */
export const saveBranchFx = createEffect(({ id, input }: { id: number | null; input: BranchInput }) =>
  id === null ? createBranch(input) : updateBranch(id, input),
);
export const $saving = saveBranchFx.pending;

/** The branch the form saved last, for the page to move on to the list; null while editing. */
export const $savedBranch = createStore<Branch | null>(null)
  .on(branchSaved, (_, branch) => branch)
  .reset([newFormOpened, branchLoaded, formClosed]);

const checked = sample({
  clock: formSubmitted,
  source: { values: $values, id: $branchId, saving: $saving },
  filter: ({ saving }) => !saving,
  fn: ({ values, id }) => ({ values, id, errors: validateForm(values) }),
});

sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length > 0,
  fn: ({ errors }) => ({ errors, formMessage: i18n.t('form.invalid', { ns: NAMESPACE }) }),
  target: errorsShown,
});
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ values, id }) => ({ id, input: inputOf(values) }),
  target: saveBranchFx,
});

sample({ clock: saveBranchFx.doneData, target: branchSaved });
// Saved: nothing is unsaved any more, so leaving asks nothing.
sample({ clock: branchSaved, source: $values, target: $initial });
sample({
  clock: saveBranchFx.done,
  fn: ({ params, result }) =>
    i18n.t(params.id === null ? 'form.created' : 'form.saved', { ns: NAMESPACE, name: result.name }),
  target: toastShown,
});
// The core event: the order form's "Подставить адрес" list asks for the branches again.
sample({ clock: branchSaved, target: branchesChanged });

// Refused: the platform's reasons beside their fields (400 never reaches the error modal, §8);
// anything else (5xx, no answer) the pipeline shows, and the form keeps what was typed.
sample({
  clock: saveBranchFx.failData,
  fn: (error) => {
    const failure = readPlatformFailure(error);
    const refusal = readSaveRefusal(failure);
    if (refusal) {
      return {
        errors: refusal.errors,
        formMessage:
          refusal.formMessage === null
            ? i18n.t('form.invalid', { ns: NAMESPACE })
            : i18n.t('form.refused', { ns: NAMESPACE, message: refusal.formMessage }),
      };
    }
    const key = isBranchGone(failure) ? 'form.gone' : 'form.failed';
    return { errors: {}, formMessage: i18n.t(key, { ns: NAMESPACE }) };
  },
  target: errorsShown,
});
