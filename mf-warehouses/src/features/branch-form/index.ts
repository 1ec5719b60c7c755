export { $dirty, $branchId, $mode, $storedName, formClosed, newFormOpened } from './model/form-model';
export {
  $loadState,
  editPageShown,
  editRouteEntered,
  fetchBranchFx,
  loadRetried,
  type LoadState,
} from './model/load-model';
export { $savedBranch, branchSaved, formSubmitted, saveBranchFx } from './model/save-model';
export { checkPinFx, pinMoved } from './model/pin-model';
export { BranchForm } from './ui/branch-form';
