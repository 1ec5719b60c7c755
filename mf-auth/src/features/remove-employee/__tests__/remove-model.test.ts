import { allSettled, fork } from 'effector';

import { waitToastLifetimeFx } from '@cabinet/shared';
import type { Employee } from '@cabinet/shared/contract';

import { $employees, fetchEmployeesFx } from '../../../entities/employee';
import {
  $removeFailed,
  $removeTarget,
  removeCancelled,
  removeConfirmed,
  removeEmployeeFx,
  removeRequested,
} from '../model/remove-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const person = (id: number, role: Employee['role'] = 'employee'): Employee => ({
  id,
  name: `Сотрудник ${id}`,
  phone_number: `+7701555010${id}`,
  role,
  added_at: '2026-11-01T00:00:00.000Z',
  is_me: role === 'owner',
});
const company = [person(1, 'owner'), person(2), person(3)];
const gone = Object.assign(new Error('404'), {
  response: { status: 404, data: { detail: { code: 'EMPLOYEE_NOT_FOUND' } } },
});

async function opened(remove: (target: { id: number }) => Promise<void>) {
  const scope = fork({
    handlers: [
      [waitToastLifetimeFx, async () => 'toast'],
      [fetchEmployeesFx, async () => company],
      [removeEmployeeFx, remove],
    ],
  });
  await allSettled(fetchEmployeesFx, { scope });
  return scope;
}

describe('removing an employee', () => {
  it('asks first; nothing is sent until the owner confirms, and cancelling sends nothing', async () => {
    const remove = jest.fn(async () => undefined);
    const scope = await opened(remove);
    await allSettled(removeRequested, { scope, params: person(2) });
    expect(scope.getState($removeTarget)?.id).toBe(2);
    await allSettled(removeCancelled, { scope });
    expect(scope.getState($removeTarget)).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('a confirmed removal takes the person off the list and closes the dialog', async () => {
    const remove = jest.fn(async () => undefined);
    const scope = await opened(remove);
    await allSettled(removeRequested, { scope, params: person(2) });
    await allSettled(removeConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(scope.getState($employees)?.map((employee) => employee.id)).toEqual([1, 3]);
    expect(scope.getState($removeTarget)).toBeNull();
  });

  it('someone already removed elsewhere is gone from the list too; another failure keeps the dialog and says so', async () => {
    const scope = await opened(() => Promise.reject(gone));
    await allSettled(removeRequested, { scope, params: person(3) });
    await allSettled(removeConfirmed, { scope });
    expect(scope.getState($employees)?.map((employee) => employee.id)).toEqual([1, 2]);

    const failing = await opened(() => Promise.reject(new Error('Network Error')));
    await allSettled(removeRequested, { scope: failing, params: person(2) });
    await allSettled(removeConfirmed, { scope: failing });
    expect(failing.getState($removeTarget)?.id).toBe(2);
    expect(failing.getState($removeFailed)).toBe(true);
    expect(failing.getState($employees)).toHaveLength(3);
  });
});
