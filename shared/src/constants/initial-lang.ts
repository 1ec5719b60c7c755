import { DEFAULT_LANG, LANGUAGES, TABLET_MAX_WIDTH, type Lang } from './index';

/** True for the two languages the product speaks; guards every value read from outside. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in (spec §1): a `force-lang` query parameter wins and is stored, then the
 * stored choice, then ru; wider than a tablet the language is always ru. Stateless, so that the inline
 * script of index.html asks the platform in the language the app will use (decision 0010).
 */
export function resolveInitialLang(input: { search: string; stored: string | null; width: number }): Lang {
  if (input.width > TABLET_MAX_WIDTH) return DEFAULT_LANG;
  const forced = new URLSearchParams(input.search).get('force-lang');
  if (isLang(forced)) return forced;
  if (isLang(input.stored)) return input.stored;
  return DEFAULT_LANG;
}
