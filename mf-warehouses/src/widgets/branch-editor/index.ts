export { BranchEditor } from './ui/branch-editor';
