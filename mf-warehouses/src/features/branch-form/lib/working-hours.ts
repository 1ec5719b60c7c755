/** A time as people write it in working hours: `9:00`, `21:30`. */
const COLON_TIME = /(?<![\d.:])(\d{1,2}):(\d{2})(?![\d:])/g;
/** A range written with dots, `9.00–18.00`; a lone `31.12` is more likely a date than a time. */
const DOTTED_RANGE = /(?<![\d.:])(\d{1,2})\.(\d{2})\s*[-–—]\s*(\d{1,2})\.(\d{2})(?![\d.:])/g;

const impossible = (hours: string, minutes: string): boolean =>
  Number(minutes) > 59 || Number(hours) > 24 || (Number(hours) === 24 && Number(minutes) > 0);

/**
 * The first time in a warehouse's working hours that no clock shows (`25:00`, `9:75`), or null.
 * The field stays free text (`круглосуточно`, `пн–пт 9:00–18:00, сб 10:00–14:00`): only what is
 * written as a time is checked, and `24:00` is the end of a day.
 */
export function impossibleTime(text: string): string | null {
  for (const match of text.matchAll(COLON_TIME)) {
    if (impossible(match[1] ?? '', match[2] ?? '')) return match[0];
  }
  for (const match of text.matchAll(DOTTED_RANGE)) {
    if (impossible(match[1] ?? '', match[2] ?? '')) return `${match[1]}.${match[2]}`;
    if (impossible(match[3] ?? '', match[4] ?? '')) return `${match[3]}.${match[4]}`;
  }
  return null;
}
