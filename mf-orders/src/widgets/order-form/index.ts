export { OrderForm } from './ui/order-form';
