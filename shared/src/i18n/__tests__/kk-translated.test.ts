import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Every Kazakh string is Kazakh: a kk string equal to its ru string is Russian copied into the kk
 * dictionary, unless it has nothing to translate (placeholders, numbers, signs) or every word of it is
 * the same in both languages. Checks the shared dictionaries and every app's (`<app>/src/shared/i18n`),
 * found on disk so that a new app is checked too.
 */

/** Words written the same in Kazakh and Russian; keep it short: a new entry needs a reason. */
const SAME_IN_BOTH = new Set([
  // Loanwords Kazakh uses as they are.
  'Баланс',
  'Домофон',
  'Интеграция',
  'Комиссия',
  'Курьер',
  'Мото',
  'Мотоцикл',
  'Статистика',
  'Тариф',
  'Телефон',
  'Токен',
  // Place names.
  'Алматы',
  'Астана',
  // Units.
  'км',
  // The language menu names each language in itself, in both dictionaries.
  'Русский',
  'Қазақша',
]);

const WORKSPACE = join(__dirname, '..', '..', '..', '..');

/** A page's own namespace lives in a folder of its app's i18n folder (mf-auth's employees). */
const subfoldersOf = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
        .map((entry) => join(dir, entry.name))
    : [];

/** Folders with a ru.ts and a kk.ts dictionary: the shared library's and each app's. */
const DICTIONARY_DIRS = [
  join(WORKSPACE, 'shared', 'src', 'i18n', 'locales'),
  ...readdirSync(WORKSPACE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(WORKSPACE, entry.name, 'src', 'shared', 'i18n'))
    .flatMap((dir) => [dir, ...subfoldersOf(dir)]),
].filter((dir) => existsSync(join(dir, 'ru.ts')) && existsSync(join(dir, 'kk.ts')));

type Dictionary = { [key: string]: string | Dictionary };

function flatten(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    if (typeof value === 'string') strings.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) strings.set(inner, text);
  }
  return strings;
}

/** The words a translator would have to translate: letters outside {{placeholders}}. */
const wordsOf = (text: string): string[] => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];

/** The kk strings of a dictionary pair that are their ru strings, word for word. */
export function copiedFromRussian(ru: Dictionary, kk: Dictionary): string[] {
  const kkStrings = flatten(kk);
  return [...flatten(ru)]
    .filter(([key, text]) => kkStrings.get(key) === text)
    .filter(([, text]) => wordsOf(text).some((word) => !SAME_IN_BOTH.has(word)))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('Kazakh dictionaries are translated', () => {
  it('finds the shared dictionaries and those of the apps', () => {
    expect(DICTIONARY_DIRS.map((dir) => relative(WORKSPACE, dir))).toEqual(
      expect.arrayContaining([
        join('shared', 'src', 'i18n', 'locales'),
        join('mf-auth', 'src', 'shared', 'i18n', 'employees'),
      ]),
    );
    expect(DICTIONARY_DIRS.length).toBeGreaterThan(1);
  });

  it('tells a copied string from one that is the same in both languages', () => {
    expect(
      copiedFromRussian(
        { a: 'Заказы', b: { c: 'Курьер: {{name}}' }, d: '{{price}} ₸', e: '', f: 'Тариф доступен' },
        { a: 'Заказы', b: { c: 'Курьер: {{name}}' }, d: '{{price}} ₸', e: '', f: 'Тариф доступен' },
      ),
    ).toEqual(['a: Заказы', 'f: Тариф доступен']);
    expect(copiedFromRussian({ a: 'Заказы' }, { a: 'Тапсырыстар' })).toEqual([]);
  });

  it.each(DICTIONARY_DIRS.map((dir) => [relative(WORKSPACE, dir), dir]))(
    '%s: no kk string is its ru string',
    async (_, dir) => {
      const { ru } = (await import(join(dir, 'ru.ts'))) as { ru: Dictionary };
      const { kk } = (await import(join(dir, 'kk.ts'))) as { kk: Dictionary };
      expect(copiedFromRussian(ru, kk)).toEqual([]);
    },
  );
});
