export { addDays, daysBetween, eachDay, monthsBefore } from './almaty-day';
export { formattersFor, useFormat } from './format';
export type { Formatters } from './format';
