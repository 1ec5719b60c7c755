export { NotAvailable } from './not-available';
export { SumsCard } from './sums-card';
