export {
  $listState,
  $page,
  fetchBranchesPageFx,
  listOpened,
  listRouteEntered,
  searchChanged,
} from './model/branch-list-model';
export { BranchList } from './ui/branch-list';
export { ListSearch } from './ui/list-search';
export { readPage, searchWithPage } from './lib/page-url';
