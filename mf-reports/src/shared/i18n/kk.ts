import type { Resources } from './ru';

/** Kazakh strings of the reports remote; the type makes a missing key a compile error. */
export const kk: Resources = {
  reports: {
    title: 'Есептер',
    emptyTitle: 'Кезеңге есеп жоқ',
    emptyText: 'Мұнда таңдалған кезеңдегі жеткізулер мен қолма-қол төлем бойынша есептер көрсетіледі.',
  },
  statistics: {
    title: 'Статистика',
    emptyTitle: 'Кезеңге дерек жоқ',
    emptyText: 'Мұнда тапсырыстар статистикасы күндер, мәртебелер және көлік түрлері бойынша көрсетіледі.',
  },
  payments: {
    title: 'Төлемдер',
    emptyTitle: 'Әзірге төлем жоқ',
    emptyText: 'Мұнда баланс толтыру және жеткізу үшін есептен шығару көрсетіледі.',
  },
};
