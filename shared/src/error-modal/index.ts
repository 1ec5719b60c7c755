export type { ErrorModalContent } from './error-modal-model';
export { errorModalShown, errorModalClosed, $errorModal, errorModalActions } from './error-modal-model';
