import { createEffect, createEvent, createStore, sample } from 'effector';

import { i18n, signedOut, toastShown } from '@cabinet/shared';
import { readPlatformFailure, type Employee } from '@cabinet/shared/contract';

import { employeeGone, removeEmployee } from '../../../entities/employee';
import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';

/** Enough of an employee to name them in the dialog. */
export type RemoveTarget = Pick<Employee, 'id' | 'name' | 'phone_number'>;

/** "Удалить" of a row: the confirm dialog opens for this person. */
export const removeRequested = createEvent<RemoveTarget>();
export const removeCancelled = createEvent();
export const removeConfirmed = createEvent();
/** The person is no longer in the company: removed now, or found already gone (404). */
export const employeeRemoved = createEvent<RemoveTarget>();

export const removeEmployeeFx = createEffect((target: RemoveTarget) => removeEmployee(target.id));

/** Whom the dialog asks about; null when it is closed. */
export const $removeTarget = createStore<RemoveTarget | null>(null).reset(signedOut);
/** The last attempt failed for another reason than the person being gone: the dialog says so. */
export const $removeFailed = createStore(false).reset(signedOut);
export const $removing = removeEmployeeFx.pending;

const isGone = (error: unknown) => readPlatformFailure(error).code === 'EMPLOYEE_NOT_FOUND';
const nameOf = (target: RemoveTarget) => target.name || target.phone_number;

sample({ clock: removeRequested, filter: $removing.map((busy) => !busy), target: $removeTarget });
sample({ clock: [removeRequested, removeConfirmed], fn: () => false, target: $removeFailed });
sample({
  clock: removeCancelled,
  filter: $removing.map((busy) => !busy),
  fn: () => null,
  target: $removeTarget,
});
sample({
  clock: removeConfirmed,
  source: $removeTarget,
  filter: (target: RemoveTarget | null): target is RemoveTarget => target !== null,
  target: removeEmployeeFx,
});

sample({ clock: removeEmployeeFx.done, fn: ({ params }) => params, target: employeeRemoved });
sample({
  clock: removeEmployeeFx.done,
  fn: ({ params }) => i18n.t('employers.removed', { ns: EMPLOYEES_NAMESPACE, name: nameOf(params) }),
  target: toastShown,
});
// Removed meanwhile (another tab): what the owner wanted is done.
const foundGone = sample({
  clock: removeEmployeeFx.fail,
  filter: ({ error }) => isGone(error),
  fn: ({ params }) => params,
});
sample({ clock: foundGone, target: employeeRemoved });
sample({
  clock: removeEmployeeFx.fail,
  filter: ({ error }) => !isGone(error),
  fn: () => true,
  target: $removeFailed,
});

sample({ clock: employeeRemoved, fn: () => null, target: $removeTarget });
sample({ clock: employeeRemoved, fn: (target) => target.id, target: employeeGone });
