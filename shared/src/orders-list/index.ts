export { ORDERS_LIST_URL, activeOrdersFirstPage } from './first-page';
