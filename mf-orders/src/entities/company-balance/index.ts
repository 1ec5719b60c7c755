export { COMPANY_URL, fetchBalanceFx } from './model/balance-model';
