export { toastShown, toastClosed, $toasts, waitToastLifetimeFx } from './toasts-model';
