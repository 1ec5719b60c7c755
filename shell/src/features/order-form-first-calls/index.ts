export { takeOrderFormAnswersFx } from './model/order-form-first-calls';
