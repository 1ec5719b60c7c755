/** Russian strings of the auth remote. */
export const ru = {
  employers: {
    title: 'Сотрудники',
    emptyTitle: 'Сотрудников пока нет',
    emptyText: 'Здесь будут сотрудники компании, которые могут оформлять заказы.',
  },
  privacyPolicy: {
    title: 'Политика конфиденциальности',
    emptyTitle: 'Текст политики',
    emptyText: 'Здесь будет текст политики конфиденциальности сервиса.',
  },
  login: {
    title: 'Вход в кабинет',
    text: 'Войдите через аккаунт провайдера, чтобы оформлять и отслеживать доставки компании.',
    signIn: 'Войти',
    notConfigured: 'Вход недоступен: приложение не настроено.',
  },
  terms: {
    title: 'Пользовательское соглашение',
    emptyTitle: 'Текст соглашения',
    emptyText: 'Здесь будет текст пользовательского соглашения сервиса.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
