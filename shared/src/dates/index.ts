/**
 * Dates as the cabinet writes them, in ru and kk at Almaty's time. Stateless and not federated: each
 * app bundles what it uses (decision 0012).
 */
export { almatyToday, almatyWallClock, formatInAlmaty } from './format-in-almaty';
export { formatDate, type DatePattern } from './format-date';
