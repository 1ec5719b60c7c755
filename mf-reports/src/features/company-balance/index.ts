export { BalanceCard } from './ui/balance-card';
export { $balance, $balanceStatus, balanceRequested, fetchBalanceFx } from './model/balance-model';
