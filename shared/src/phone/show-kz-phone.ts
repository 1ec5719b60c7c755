/** '+7', '7' or '8', then the ten digits of a number of the +7 zone; spaces, dashes, brackets aside. */
const PLUS_SEVEN_NUMBER = /^(?:\+7|7|8)(\d{10})$/;

/**
 * The groups people read a stored +7 number in ('+7', '701', '123', '45', '67'), or null when it is
 * not one: the numbers the cabinet stores are already checked (E.164), so no parser is needed.
 */
export function kzPhoneGroups(stored: string): string[] | null {
  const digits = PLUS_SEVEN_NUMBER.exec(stored.replace(/[\s()-]/g, ''))?.[1];
  if (!digits) return null;
  return ['+7', digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
}

/**
 * A stored number as people read it, '+7 701 123 45 67', for lists that show many of them (no parser
 * and none of libphonenumber's code comes with a list). Its groups are joined by no-break spaces, so
 * a line never breaks inside it: a name and a number in a narrow column wrapped as '+7 701 156 22'
 * over '51'. Anything that is not a +7 number shows as it was stored.
 */
export function showKzPhone(stored: string): string {
  return kzPhoneGroups(stored)?.join('\u00a0') ?? stored;
}
