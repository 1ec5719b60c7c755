import type { UserProfile } from '@cabinet/shared';

/** Who the cabinet is signed in as: the company, else the sender by name. */
const accountName = (user: UserProfile): string =>
  user.companyData?.name ?? `${user.firstName} ${user.lastName}`;

/** A legal form written out in full at the start of a company's name, and its registered abbreviation. */
export interface LegalForm {
  short: string;
  full: string;
}

/** Kazakhstan's common legal forms in Russian and Kazakh, with the abbreviations they are known by. */
const LEGAL_FORMS: ReadonlyArray<{ short: string; words: string }> = [
  { short: 'ТОО', words: 'Товарищество с ограниченной ответственностью' },
  { short: 'ЖШС', words: 'Жауапкершілігі шектеулі серіктестік' },
  { short: 'ИП', words: 'Индивидуальный предприниматель' },
  { short: 'ЖК', words: 'Жеке кәсіпкер' },
  { short: 'АО', words: 'Акционерное общество' },
  { short: 'АҚ', words: 'Акционерлік қоғам' },
];

/** At the start, in any case and spacing, and followed by the name itself. */
const legalFormPattern = (words: string) =>
  new RegExp(`^\\s*(${words.split(' ').join('\\s+')})\\s+(?=\\S)`, 'iu');

/**
 * The account's name where the layouts say it (the desktop's header, the phone's menu, so the two
 * never name it differently), as the header has room for it: a company registered as "Товарищество с
 * ограниченной ответственностью «…»" is "ТОО «…»", as such names are commonly written
 * (written out, four lines of header). The full form stays with it, to be read out and hovered.
 */
export function shortAccountName(user: UserProfile): { legalForm: LegalForm | null; name: string } {
  const name = accountName(user);
  if (!user.companyData) return { legalForm: null, name };
  for (const { short, words } of LEGAL_FORMS) {
    const found = legalFormPattern(words).exec(name);
    if (found?.[1]) return { legalForm: { short, full: found[1] }, name: name.slice(found[0].length) };
  }
  return { legalForm: null, name };
}
