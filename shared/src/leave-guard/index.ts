/**
 * Unsaved changes asked about before leaving a page (every form screen of every app uses it: the
 * warehouse form, the saved-address form, a file's preview on /integration). Stateless and not a federated module (decision 0012):
 * each app bundles it; it reaches the router only as '@cabinet/shared/router', the federated facade.
 */
export { useLeaveGuard, type LeaveGuard } from './use-leave-guard';
export { LeaveDialog, type LeaveDialogProps } from './leave-dialog';
