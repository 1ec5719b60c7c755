import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { signedOut } from '@cabinet/shared';
import type { Employee } from '@cabinet/shared/contract';

import { fetchEmployees } from '../api/employee-api';

/** The employees page is on screen (or asks again after a failure). */
export const employeesRequested = createEvent();
/** Someone joined the company from this page: the list shows them at once. */
export const employeeAdded = createEvent<Employee>();
/** Someone left the company (removed here, or found already gone). */
export const employeeGone = createEvent<number>();

export const fetchEmployeesFx = createEffect(fetchEmployees);

/** The company's people as the platform last told them; null before the first answer. */
export const $employees = createStore<Employee[] | null>(null)
  .on(fetchEmployeesFx.doneData, (_, employees) => employees)
  .on(employeeAdded, (employees, added) =>
    employees ? [...employees.filter((employee) => employee.id !== added.id), added] : employees,
  )
  .on(employeeGone, (employees, id) => employees?.filter((employee) => employee.id !== id) ?? employees)
  .reset(signedOut);

/** The last load failed (a retry is offered). */
export const $employeesFailed = createStore(false)
  .on(fetchEmployeesFx.fail, () => true)
  .on(fetchEmployeesFx, () => false)
  .reset(signedOut);

export type EmployeesState = 'loading' | 'failed' | 'ready';

export const $employeesState = combine($employees, $employeesFailed, (employees, failed): EmployeesState =>
  employees ? 'ready' : failed ? 'failed' : 'loading',
);

/** The caller is the company's owner: only the owner invites and removes. */
export const $isOwner = $employees.map(
  (employees) => employees?.some((employee) => employee.is_me && employee.role === 'owner') ?? false,
);

/** The owner's name, to say whom to ask. */
export const $ownerName = $employees.map(
  (employees) => employees?.find((employee) => employee.role === 'owner')?.name ?? '',
);

sample({
  clock: employeesRequested,
  filter: fetchEmployeesFx.pending.map((busy) => !busy),
  target: fetchEmployeesFx,
});
