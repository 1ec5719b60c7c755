export { RouteMapLazy } from './ui/order-form-map';
