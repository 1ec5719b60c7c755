/** Fixtures for this remote's tests; never part of a bundle. */
export { codRow, ordersPage, reportRow } from './fixtures';
export { LocationProbe } from './location-probe';
export { freezeDateAt } from './frozen-date';
