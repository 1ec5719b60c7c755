export { PaymentSection } from './ui/payment-section';
export { $insufficientBalance, $totalPrice } from './model/balance';
