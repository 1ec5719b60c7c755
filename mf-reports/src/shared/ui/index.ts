export { NotAvailable } from './not-available';
