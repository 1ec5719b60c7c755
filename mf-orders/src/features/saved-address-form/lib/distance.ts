/**
 * The max order distance as typed ("10", "2,5", "2.5 ") read as km: null when the field is empty
 * (no limit), NaN when it is not a plain number.
 */
export function parseDistance(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}
