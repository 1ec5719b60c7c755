import { endpointPath, type Employee, type InviteEmployeeRequest } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** Sandbox extension of the platform: the company's employees (shared/src/contract/employees.ts). */
export const EMPLOYEES_URL = endpointPath('listEmployees');

export const fetchEmployees = () =>
  platformRequest<{ results: Employee[] }>({ method: 'get', url: EMPLOYEES_URL }).then(
    (answer) => answer.results,
  );

export const inviteEmployee = (body: InviteEmployeeRequest) =>
  platformRequest<Employee>({ method: 'post', url: endpointPath('inviteEmployee'), data: body });

/** 204 with no body. */
export const removeEmployee = (id: number) =>
  platformRequest<unknown>({ method: 'delete', url: endpointPath('removeEmployee', { id }) }).then(
    () => undefined,
  );
