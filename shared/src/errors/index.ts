export type { RequestFailure, ErrorTexts } from './error-texts';
export { describeFailure, describeCustomError, describeOrderNotice } from './error-texts';
export type { CataloguedCode, CustomErrorKind, OrderNoticeKind } from './error-codes';
export { CATALOGUED_CODES, UNREPORTED_CODES, isCataloguedCode } from './error-codes';
export { shouldSkipModal, requestPath } from './skip-modal';
export type { ModalRuleInput } from './skip-modal';
export { countError, clearOnSuccess, parseStoredCounter } from './error-counter';
export type { ErrorCounterState } from './error-counter';
export type { ErrorReport } from './error-report';
export {
  classifyFailure,
  requestFailed,
  requestSucceeded,
  customErrorRaised,
  authenticationRequired,
  rateLimited,
  $requestHistory,
  $errorCounter,
  restoreErrorCounterFx,
  sendErrorReportFx,
  redirectToSignInFx,
} from './error-pipeline';
export type { FailureKind, RequestRecord } from './error-pipeline';
