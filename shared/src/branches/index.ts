export { branchesChanged } from './branches-events';
