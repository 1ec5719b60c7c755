export { RemoveEmployeeButton } from './ui/remove-employee-button';
export { RemoveEmployeeDialog } from './ui/remove-employee-dialog';
export {
  $removeFailed,
  $removeTarget,
  employeeRemoved,
  removeCancelled,
  removeConfirmed,
  removeEmployeeFx,
  removeRequested,
} from './model/remove-model';
