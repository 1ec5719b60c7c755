/** A calendar day as the platform and the URL carry it: 'YYYY-MM-DD', no time, no zone. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^\s*(\d{1,2})[.\-/ ](\d{1,2})[.\-/ ](\d{4})\s*$/;

const pad = (value: number) => String(value).padStart(2, '0');

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Reads an ISO day as a local Date at midnight (a calendar day, never shifted by a time zone). */
export function isoDayToDate(value: IsoDay): Date | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? new Date(year, month - 1, day) : null;
}

/** Writes the local calendar day of a Date as an ISO day; toISOString would shift it by the UTC offset. */
export function dateToIsoDay(date: Date): IsoDay {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Shows an ISO day the way ru and kk write dates by hand: dd.mm.yyyy. */
export function isoDayToTyped(value: IsoDay): string {
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Parses what a person types (dd.mm.yyyy, also with - / or space); null when it is no real day. */
export function typedToIsoDay(text: string): IsoDay | null {
  const match = TYPED_DAY.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}
