/**
 * Date entry in the cabinet's language (a separate shared module, so pages without dates never
 * download the calendar and its popover). It imports the core only as '@cabinet/shared', which
 * also holds the plain day helpers (iso-day) for code that needs days without the field.
 */
export { DateField } from './date-field';
export type { DateFieldProps } from './date-field';
