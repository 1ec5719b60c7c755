import type { Resources } from './ru';

/** Kazakh strings of the warehouses remote; the type makes a missing key a compile error. */
export const kk: Resources = {
  warehouses: {
    title: 'Қоймалар',
    emptyTitle: 'Әзірге қойма жоқ',
    emptyText: 'Жөнелту мекенжайы ретінде бір басумен таңдау үшін қоймалар мен филиалдарды қосыңыз.',
  },
  newWarehouse: {
    title: 'Жаңа қойма',
    emptyTitle: 'Қойма картасы',
    emptyText: 'Мұнда қойманың атауы, мекенжайы және байланыс деректері толтырылады.',
  },
  editWarehouse: {
    title: 'Қойманы өңдеу',
    emptyTitle: 'Қойма жүктелмеген',
    emptyText: 'Мұнда қойманың атауын, мекенжайын және байланыс деректерін өзгертуге болады.',
  },
};
