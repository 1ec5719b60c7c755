/**
 * Date entry in the cabinet's language (a separate shared module, so pages without dates never
 * download the calendar). It imports the core only as '@cabinet/shared'.
 */
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
export { dateToIsoDay, isoDayToDate, isoDayToTyped, typedToIsoDay } from './date-value';
export type { IsoDay } from './date-value';
