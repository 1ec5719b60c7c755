export { OrderDetails } from './ui/order-details';
export type { OrderDetailsProps } from './ui/order-details';
export * as orderDetailsModel from './model/order-details-model';
export type { CourierView } from './model/courier-model';
export * as courierModel from './model/courier-model';
