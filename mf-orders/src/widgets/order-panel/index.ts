export { OrderPanel } from './ui/order-panel';
