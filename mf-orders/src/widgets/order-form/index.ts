export { OrderForm } from './ui/order-form';
export { orderFormEntered } from './model/form-entered';
