import type { Resources } from './ru';

/** Kazakh strings of the orders remote; the type makes a missing key a compile error. */
export const kk: Resources = {
  orders: {
    title: 'Тапсырыстар',
    emptyTitle: 'Әзірге тапсырыс жоқ',
    emptyText: 'Мұнда компанияңыздың белсенді, жоспарланған және аяқталған тапсырыстары көрсетіледі.',
  },
  mobileHome: {
    title: 'Басты бет',
    emptyTitle: 'Белсенді тапсырыс жоқ',
    emptyText: 'Курьер шақырғаннан кейін тапсырыс осында көрсетіледі.',
  },
  newOrder: {
    title: 'Жаңа тапсырыс',
    emptyTitle: 'Тапсырыс жобасы жоқ',
    emptyText: 'Мұнда жеткізу рәсімделеді: мекенжайлар, тариф, курьерге тапсырмалар және төлем.',
  },
  delivery: {
    title: 'Жеткізу',
    emptyTitle: 'Жеткізу шарттары',
    emptyText: 'Мұнда компанияңыз үшін жеткізу мерзімі мен құны көрсетіледі.',
  },
  integration: {
    title: 'Интеграция',
    emptyTitle: 'Әзірге интеграция жоқ',
    emptyText: 'Мұнда жүйеңізден тапсырыстарды жүктеу қосылады.',
  },
  tracking: {
    title: 'Тапсырысты бақылау',
    emptyTitle: 'Тапсырыс таңдалмаған',
    emptyText: 'Жөнелтуші жіберген бақылау сілтемесін ашыңыз.',
  },
  mobileNewOrderDetails: {
    title: 'Тапсырыс мәліметтері',
    emptyTitle: 'Мекенжай көрсетілмеген',
    emptyText: 'Курьер шақыру үшін қайдан және қайда жеткізу керектігін көрсетіңіз.',
  },
  mobileOrders: {
    title: 'Менің тапсырыстарым',
    emptyTitle: 'Әзірге тапсырыс жоқ',
    emptyText: 'Мұнда белсенді, жоспарланған және аяқталған тапсырыстарыңыз көрсетіледі.',
  },
  mobileOrderDetails: {
    title: 'Тапсырыс',
    emptyTitle: 'Тапсырыс деректері жүктелмеген',
    emptyText: 'Мұнда тапсырыстың мәртебесі, курьер, мекенжайлар және төлем көрсетіледі.',
  },
};
