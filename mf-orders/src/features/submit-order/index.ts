export {
  GROUPS_URL,
  orderSubmitted,
  createdOrderHandled,
  createOrderFx,
  $problems,
  $visibleProblems,
  $sending,
  $submitFailure,
  $createdOrderId,
} from './model/submit-model';
export { buildCreateRequest, findProblems, hasProblems } from './lib/build-request';
export type { DraftProblems, FormProblem, PointProblem, DraftInput } from './lib/build-request';
export { BALANCE_CODES, readSubmitFailure } from './lib/submit-failure';
export type { SubmitFailure } from './lib/submit-failure';
export { SubmitPanel } from './ui/submit-panel';
export { useOrderCreation } from './lib/use-order-creation';
