export { RateOrder } from './ui/rate-order';
