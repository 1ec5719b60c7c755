export { ORDERS_LIST_URL, activeOrdersFirstPage, activeOrdersSnapshot } from './first-page';
