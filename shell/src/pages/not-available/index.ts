export { NotAvailablePage } from './not-available-page';
