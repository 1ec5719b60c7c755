import type { Resources } from './ru';

/** Kazakh strings of the company setup page; the type makes a missing key a compile error. */
export const kk: Resources = {
  companySetup: {
    title: 'Компания деректері',
    intro:
      'Жеткізулерді рәсімдеу үшін компания деректерін көрсетіңіз. Осы телефон арқылы сізбен курьер мен қолдау қызметі байланысады.',
    nameLabel: 'Компания атауы',
    contactNameLabel: 'Байланысатын тұлға',
    phoneLabel: 'Ұялы телефон',
    // An example number is joined by no-break spaces: it is never split over two lines.
    phoneHint: 'Қазақстан операторының нөмірі, мысалы +7\u00a0701\u00a0123\u00a045\u00a067',
    submit: 'Компания құру',
    submitting: 'Компания құрылуда…',
    summaryTitle: 'Форманы тексеріңіз',
    nameRequired: 'Компания атауын енгізіңіз',
    contactNameRequired: 'Байланысатын тұлғаның атын енгізіңіз',
    phoneRequired: 'Ұялы телефон нөмірін енгізіңіз',
    phoneInvalid:
      'Қазақстанның ұялы нөмірін енгізіңіз: +7 және 10 цифр, мысалы +7\u00a0701\u00a0123\u00a045\u00a067',
    rejected: 'Сервер деректерді қабылдамады. Форманы тексеріп, қайта жіберіңіз.',
    created: 'Компания құрылды.',
  },
};
