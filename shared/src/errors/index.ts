export type { RequestFailure, ErrorTexts } from './error-texts';
export { describeFailure, describeCustomError, describeOrderNotice } from './error-texts';
export type { CataloguedCode, CustomErrorKind, OrderNoticeKind } from './error-codes';
export { CATALOGUED_CODES, UNREPORTED_CODES, isCataloguedCode } from './error-codes';
export { shouldSkipModal, requestPath } from './skip-modal';
export type { ModalRuleInput } from './skip-modal';
export { countError, clearOnSuccess, parseStoredCounter } from './error-counter';
export type { ErrorCounterState } from './error-counter';
export {
  buildReportText,
  redactText,
  redactValue,
  createReportThrottle,
  backoffDelay,
  deliverReport,
  parseRetryAfter,
  REPORT_MAX_ATTEMPTS,
  REPORT_BACKOFF_CAP_MS,
} from './error-report';
export type { ErrorReport, ReportAttempt } from './error-report';
export {
  classifyFailure,
  requestFailed,
  requestSucceeded,
  customErrorRaised,
  authenticationRequired,
  $requestHistory,
  $errorCounter,
  restoreErrorCounterFx,
  sendErrorReportFx,
  redirectToSignInFx,
} from './error-pipeline';
export type { FailureKind, RequestRecord } from './error-pipeline';
