import { allSettled, fork } from 'effector';

import { waitToastLifetimeFx } from '@cabinet/shared';
import type { Employee } from '@cabinet/shared/contract';

import { $employees, fetchEmployeesFx } from '../../../entities/employee';
import { checkInvite } from '../lib/invite-form';
import {
  $phoneError,
  $values,
  inviteEmployeeFx,
  inviteFormClosed,
  inviteFormOpened,
  inviteSubmitted,
  nameChanged,
  phoneChanged,
} from '../model/invite-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const owner: Employee = {
  id: 1,
  name: 'Айгерим Сапарова',
  phone_number: '+77011110001',
  role: 'owner',
  added_at: '2026-05-01T00:00:00.000Z',
  is_me: true,
};

const refused = (status: number, detail: Record<string, unknown>) =>
  Object.assign(new Error('refused'), { response: { status, data: { detail } } });

beforeEach(() => sessionStorage.clear());

describe('the invitation form', () => {
  it.each([
    ['', { kind: 'required' }],
    ['+7 727 123 45 67', { kind: 'invalid' }],
    ['12345', { kind: 'invalid' }],
  ])('refuses %j without calling the platform', (phone, error) => {
    expect(checkInvite({ phone, name: '' })).toEqual({ request: null, error });
  });

  it('sends a mobile number as +7XXXXXXXXXX and a trimmed name only when given', () => {
    expect(checkInvite({ phone: '8 (701) 555-01-01', name: '  ' }).request).toEqual({
      phone_number: '+77015550101',
    });
    expect(checkInvite({ phone: '+7 701 555 01 01', name: ' Асель ' }).request).toEqual({
      phone_number: '+77015550101',
      name: 'Асель',
    });
  });

  it('an invited person joins the list and the form empties', async () => {
    const invited: Employee = {
      ...owner,
      id: 7,
      name: 'Асель',
      phone_number: '+77015550101',
      role: 'employee',
      is_me: false,
    };
    const invite = jest.fn(async () => invited);
    const scope = fork({
      handlers: [
        [waitToastLifetimeFx, async () => 'toast'],
        [inviteEmployeeFx, invite],
        [fetchEmployeesFx, async () => [owner]],
      ],
    });
    await allSettled(fetchEmployeesFx, { scope });
    await allSettled(phoneChanged, { scope, params: '+7 701 555 01 01' });
    await allSettled(nameChanged, { scope, params: 'Асель' });
    await allSettled(inviteSubmitted, { scope });
    expect(invite).toHaveBeenCalledWith({ phone_number: '+77015550101', name: 'Асель' });
    expect(scope.getState($employees)?.map((employee) => employee.id)).toEqual([1, 7]);
    expect(scope.getState($values)).toEqual({ phone: '', name: '' });
    // Nothing of it comes back on the next visit.
    const next = fork();
    await allSettled(inviteFormOpened, { scope: next });
    expect(next.getState($values)).toEqual({ phone: '', name: '' });
  });

  it('what was typed and not sent comes back after a reload, not after leaving the page', async () => {
    const before = fork();
    await allSettled(inviteFormOpened, { scope: before });
    await allSettled(phoneChanged, { scope: before, params: '+7 701 555 01 01' });
    await allSettled(nameChanged, { scope: before, params: 'Асель' });

    const reloaded = fork();
    await allSettled(inviteFormOpened, { scope: reloaded });
    expect(reloaded.getState($values)).toEqual({ phone: '+7 701 555 01 01', name: 'Асель' });

    await allSettled(inviteFormClosed, { scope: reloaded });
    const later = fork();
    await allSettled(inviteFormOpened, { scope: later });
    expect(later.getState($values)).toEqual({ phone: '', name: '' });
  });

  it('says beside the phone why the platform refused it, and keeps what was typed', async () => {
    const scope = fork({
      handlers: [
        [waitToastLifetimeFx, async () => 'toast'],
        [inviteEmployeeFx, () => Promise.reject(refused(409, { code: 'EMPLOYEE_IN_ANOTHER_COMPANY' }))],
      ],
    });
    await allSettled(phoneChanged, { scope, params: '+77015550101' });
    await allSettled(inviteSubmitted, { scope });
    expect(scope.getState($phoneError)).toEqual({ kind: 'inAnotherCompany' });
    expect(scope.getState($values).phone).toBe('+77015550101');
    // Typing again clears the old message.
    await allSettled(phoneChanged, { scope, params: '+77015550102' });
    expect(scope.getState($phoneError)).toBeNull();
  });

  it('a failure that is not about the phone (403, 5xx) is left to the error modal', async () => {
    const scope = fork({
      handlers: [[inviteEmployeeFx, () => Promise.reject(refused(403, { code: 'EMPLOYEES_OWNER_ONLY' }))]],
    });
    await allSettled(phoneChanged, { scope, params: '+77015550101' });
    await allSettled(inviteSubmitted, { scope });
    expect(scope.getState($phoneError)).toBeNull();
  });
});
