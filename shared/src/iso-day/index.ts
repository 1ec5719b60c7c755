export { dateToIsoDay, isoDayToDate, isoDayToTyped, typedToIsoDay } from './iso-day';
export type { IsoDay } from './iso-day';
