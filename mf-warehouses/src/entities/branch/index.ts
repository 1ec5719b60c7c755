export {
  BRANCHES_URL,
  createBranch,
  deleteBranch,
  fetchBranch,
  fetchBranchesPage,
  updateBranch,
} from './api/branch-api';
export { addressLine } from './lib/address-line';
export { isBranchGone } from './lib/failure';
export { BRANCH_LIMITS } from './lib/limits';
