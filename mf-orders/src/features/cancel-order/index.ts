export { CancelOrderButton } from './ui/cancel-order-button';
