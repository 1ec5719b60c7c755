import { testUserProfile } from '@cabinet/shared/testing';

import { shortAccountName } from '../account-name';

const company = (name: string) =>
  testUserProfile({
    companyData: { id: 7, name, contact_name: 'Айгерим', is_kaspi_box: false, cent_token: null },
  });

describe('the account’s name in the header and the phone’s menu', () => {
  it.each([
    ['Товарищество с ограниченной ответственностью «Север-Юг Экспресс»', 'ТОО', '«Север-Юг Экспресс»'],
    ['товарищество  с ограниченной\u00a0ответственностью "Алтын"', 'ТОО', '"Алтын"'],
    ['Жауапкершілігі шектеулі серіктестік «Алтын Жол»', 'ЖШС', '«Алтын Жол»'],
    ['Индивидуальный предприниматель Сапарова А. К.', 'ИП', 'Сапарова А. К.'],
    ['Жеке кәсіпкер Сапарова', 'ЖК', 'Сапарова'],
    ['Акционерное общество «Казпочта»', 'АО', '«Казпочта»'],
    ['Акционерлік қоғам «Қазпошта»', 'АҚ', '«Қазпошта»'],
  ])('writes the legal form of "%s" as %s, the rest whole', (name, short, rest) => {
    const { legalForm, name: shown } = shortAccountName(company(name));
    expect(legalForm?.short).toBe(short);
    expect(shown).toBe(rest);
    // The full form as the company wrote it, for its title.
    expect(name.startsWith(legalForm?.full ?? '\u0000')).toBe(true);
  });

  it.each([
    'ТОО «Алма Логистик»',
    'Товарищество с ограниченной ответственностью',
    'Акционерное обществознание',
    'Кафе «Товарищество с ограниченной ответственностью»',
  ])('leaves "%s" as it is', (name) => {
    expect(shortAccountName(company(name))).toEqual({ legalForm: null, name });
  });

  it('names a sender without a company by their own name, never shortened', () => {
    const user = testUserProfile({ firstName: 'Жеке', lastName: 'кәсіпкер Иванов', companyData: null });
    expect(shortAccountName(user)).toEqual({ legalForm: null, name: 'Жеке кәсіпкер Иванов' });
  });
});
