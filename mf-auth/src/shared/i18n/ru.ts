/** Russian strings of the auth remote. */
export const ru = {
  privacyPolicy: {
    title: 'Политика конфиденциальности',
  },
  login: {
    title: 'Вход в кабинет',
    text: 'Войдите через аккаунт провайдера, чтобы оформлять и отслеживать доставки компании.',
    signIn: 'Войти',
    notConfigured: 'Вход недоступен: приложение не настроено.',
    exchanging: 'Входим в кабинет…',
    waitingForSuperApp: 'Подтвердите вход в приложении…',
    retry: 'Войти ещё раз',
    failedTitle: 'Не удалось войти',
    failedText:
      'Сервис авторизации не ответил или отклонил вход. Попробуйте ещё раз; если ошибка повторится, напишите в поддержку.',
    forgedTitle: 'Ссылка для входа недействительна',
    forgedText: 'Эта ссылка не из вашего браузера или устарела. Начните вход заново.',
    cancelledTitle: 'Вход отменён',
    cancelledText: 'Вы не подтвердили вход. Чтобы работать в кабинете, войдите ещё раз.',
  },
  terms: {
    title: 'Пользовательское соглашение',
  },
  legal: {
    contents: 'Содержание',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
