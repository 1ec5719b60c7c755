export {
  GROUPS_URL,
  COMPANY_URL,
  orderSubmitted,
  createdOrderHandled,
  createOrderFx,
  fetchBalanceFx,
  $problems,
  $visibleProblems,
  $sending,
  $submitFailure,
  $platformFieldErrors,
  $createdOrderId,
} from './model/submit-model';
export { buildCreateRequest, findProblems, hasProblems, NO_PROBLEMS } from './lib/build-request';
export type { FormProblem, PointProblem, DraftInput } from './lib/build-request';
export { idempotencyKeyFor } from './lib/idempotency';
export { BALANCE_CODES, readSubmitFailure } from './lib/submit-failure';
export type { SubmitFailure } from './lib/submit-failure';
export { readFieldErrors } from './lib/field-errors';
export type { PlatformFieldErrors, PointFieldName } from './lib/field-errors';
export { SubmitPanel } from './ui/submit-panel';
export { useOrderCreation } from './lib/use-order-creation';
export { usePointRefusals } from './lib/use-point-refusals';
