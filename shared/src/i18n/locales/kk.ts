import type { CommonResources } from './ru';

/** Kazakh strings; the type makes a missing or extra key a compile error. */
export const kk: CommonResources = {
  app: {
    name: 'Жөнелтушінің кабинеті',
    skipToContent: 'Мазмұнға өту',
    loading: 'Жүктелуде…',
  },
  nav: {
    main: 'Негізгі мәзір',
    orders: 'Тапсырыстар',
    newOrder: 'Жаңа тапсырыс',
    delivery: 'Жеткізу',
    warehouses: 'Қоймалар',
    reports: 'Есептер',
    statistics: 'Статистика',
    payments: 'Төлемдер',
    integration: 'Интеграция',
    employers: 'Қызметкерлер',
    home: 'Басты бет',
    menu: 'Мәзір',
    bottom: 'Төменгі навигация',
  },
  menu: {
    title: 'Мәзір',
    support: 'Қолдау қызметі',
    faq: 'Жиі қойылатын сұрақтар',
    publicOffer: 'Жария оферта',
    changeLanguage: 'Тілді ауыстыру',
    logout: 'Шығу',
    opensInNewTab: '(жаңа қойындыда ашылады)',
  },
  lang: {
    title: 'Тіл',
    choose: 'Интерфейс тілін таңдаңыз',
    ru: 'Русский',
    kk: 'Қазақша',
    current: 'Таңдалған',
  },
  remote: {
    unavailableTitle: 'Бөлім уақытша қолжетімсіз',
    unavailableText:
      'Бұл бөлімді жүктеу мүмкін болмады. Басқа бөлімдер жұмыс істейді. Байланысты тексеріп, қайталап көріңіз.',
    retry: 'Қайталау',
    retrying: 'Жүктелуде…',
  },
  notFound: {
    title: 'Бет табылмады',
    text: 'Мұндай бет жоқ. Сілтеме ескірген немесе мекенжайда қате болуы мүмкін.',
    toHome: 'Басты бетке',
  },
  toast: {
    region: 'Хабарламалар',
    dismiss: 'Хабарламаны жабу',
  },
  errorModal: {
    acknowledge: 'Түсінікті',
    reload: 'Бетті қайта жүктеу',
    contactSupport: 'Қолдау қызметіне жазу',
  },
  startup: {
    configFailedTitle: 'Кабинет іске қосылмады',
    configFailedText:
      'Қолданба баптауларын жүктеу мүмкін болмады. Бетті жаңартыңыз; қате қайталанса, қолдау қызметіне жазыңыз.',
    reload: 'Бетті жаңарту',
  },
};
