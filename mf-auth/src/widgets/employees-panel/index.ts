export { EmployeesPanel } from './ui/employees-panel';
