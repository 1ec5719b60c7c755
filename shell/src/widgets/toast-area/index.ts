export { ToastArea } from './toast-area';
