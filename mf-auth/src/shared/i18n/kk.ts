import type { Resources } from './ru';

/** Kazakh strings of the auth remote; the type makes a missing key a compile error. */
export const kk: Resources = {
  privacyPolicy: {
    title: 'Құпиялылық саясаты',
  },
  login: {
    title: 'Кабинетке кіру',
    text: 'Компания жеткізулерін рәсімдеу және бақылау үшін провайдер аккаунты арқылы кіріңіз.',
    signIn: 'Кіру',
    notConfigured: 'Кіру мүмкін емес: қолданба бапталмаған.',
    exchanging: 'Кабинетке кірудеміз…',
    waitingForSuperApp: 'Қосымшада кіруді растаңыз…',
    retry: 'Қайта кіру',
    failedTitle: 'Кіру мүмкін болмады',
    failedText:
      'Авторизация қызметі жауап бермеді немесе кіруден бас тартты. Қайталап көріңіз; қате қайталанса, қолдау қызметіне жазыңыз.',
    forgedTitle: 'Кіру сілтемесі жарамсыз',
    forgedText: 'Бұл сілтеме сіздің браузеріңізден емес немесе ескірген. Кіруді қайта бастаңыз.',
    cancelledTitle: 'Кіру тоқтатылды',
    cancelledText: 'Сіз кіруді растамадыңыз. Кабинетте жұмыс істеу үшін қайта кіріңіз.',
  },
  terms: {
    title: 'Пайдаланушы келісімі',
  },
  legal: {
    contents: 'Мазмұны',
  },
};
