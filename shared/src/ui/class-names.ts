/** One class attribute from a component's own classes and a caller's, skipping those not given. */
export const classNames = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
