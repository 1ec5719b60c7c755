import type { Resources } from './ru';

/** Kazakh strings of the auth remote; the type makes a missing key a compile error. */
export const kk: Resources = {
  employers: {
    title: 'Қызметкерлер',
    emptyTitle: 'Әзірге қызметкер жоқ',
    emptyText: 'Мұнда тапсырыс рәсімдей алатын компания қызметкерлері көрсетіледі.',
  },
  privacyPolicy: {
    title: 'Құпиялылық саясаты',
    emptyTitle: 'Саясат мәтіні',
    emptyText: 'Мұнда сервистің құпиялылық саясатының мәтіні болады.',
  },
  login: {
    title: 'Кабинетке кіру',
    text: 'Компания жеткізулерін рәсімдеу және бақылау үшін провайдер аккаунты арқылы кіріңіз.',
    signIn: 'Кіру',
    notConfigured: 'Кіру мүмкін емес: қолданба бапталмаған.',
  },
  terms: {
    title: 'Пайдаланушы келісімі',
    emptyTitle: 'Келісім мәтіні',
    emptyText: 'Мұнда сервистің пайдаланушы келісімінің мәтіні болады.',
  },
};
