export { EMPLOYEES_URL, fetchEmployees, inviteEmployee, removeEmployee } from './api/employee-api';
export { formatDay, formatPhone } from './lib/format';
export {
  $employees,
  $employeesFailed,
  $employeesState,
  $isOwner,
  $ownerName,
  employeeAdded,
  employeeGone,
  employeesRequested,
  fetchEmployeesFx,
  type EmployeesState,
} from './model/employees-model';
