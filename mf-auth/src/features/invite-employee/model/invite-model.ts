import { createEffect, createEvent, createStore, sample } from 'effector';

import { i18n, signedOut, toastShown } from '@cabinet/shared';
import { keepFormDraft } from '@cabinet/shared/form-draft';
import type { Employee, InviteEmployeeRequest } from '@cabinet/shared/contract';

import { employeeAdded, inviteEmployee } from '../../../entities/employee';
import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';
import {
  EMPTY_INVITE,
  checkInvite,
  phoneErrorOf,
  type InviteValues,
  type PhoneError,
} from '../lib/invite-form';

export const phoneChanged = createEvent<string>();
export const nameChanged = createEvent<string>();
/** The owner pressed "Пригласить". */
export const inviteSubmitted = createEvent();
/** The page came onto the screen, after a reload too: what was typed before it comes back. */
export const inviteFormOpened = createEvent();
/** The page left the screen: the next visit starts with an empty form. */
export const inviteFormClosed = createEvent();
/** The platform added the person to the company. */
export const employeeInvited = createEvent<Employee>();

/**
 * Failures other than the phone's own (403, 5xx, no answer) are the shared error pipeline's: the
 * HTTP client already reported them and the modal or a toast says so.
 */
export const inviteEmployeeFx = createEffect((body: InviteEmployeeRequest) => inviteEmployee(body));

export const $values = createStore<InviteValues>(EMPTY_INVITE)
  .on(phoneChanged, (values, phone) => ({ ...values, phone }))
  .on(nameChanged, (values, name) => ({ ...values, name }))
  .reset(employeeInvited, inviteFormClosed, signedOut);

// Typed and not sent, the form outlives a reload; sent or left, it is empty and keeps nothing.
keepFormDraft({ name: 'employee-invite', empty: EMPTY_INVITE, $values, opened: inviteFormOpened });

export const $phoneError = createStore<PhoneError | null>(null)
  .on(phoneChanged, () => null)
  .reset(employeeInvited, inviteFormClosed, signedOut);

export const $inviting = inviteEmployeeFx.pending;

const checked = sample({
  clock: inviteSubmitted,
  source: $values,
  filter: $inviting.map((busy) => !busy),
  fn: checkInvite,
});
sample({ clock: checked, fn: ({ error }) => error, target: $phoneError });
const accepted = sample({
  clock: checked,
  filter: (result): result is { request: InviteEmployeeRequest; error: null } => result.request !== null,
});
sample({ clock: accepted, fn: ({ request }) => request, target: inviteEmployeeFx });

sample({ clock: inviteEmployeeFx.doneData, target: employeeInvited });
sample({ clock: employeeInvited, target: employeeAdded });
sample({
  clock: employeeInvited,
  fn: (employee) =>
    i18n.t('employers.invited', { ns: EMPLOYEES_NAMESPACE, name: employee.name || employee.phone_number }),
  target: toastShown,
});
// sample applies filter before fn, so the failure is read first and filtered after.
sample({
  clock: inviteEmployeeFx.failData.map(phoneErrorOf),
  filter: (error): error is PhoneError => error !== null,
  target: $phoneError,
});
