export {
  $deletedId,
  branchDeleted,
  deleteBranchFx,
  deleteRequested,
  type DeleteTarget,
} from './model/delete-branch-model';
export { DeleteBranchButton } from './ui/delete-branch-button';
export { DeleteBranchDialog } from './ui/delete-branch-dialog';
