/** Russian strings of the shell and of everything in `shared`. Each remote adds its own namespace. */
export const ru = {
  app: {
    name: 'Кабинет отправителя',
    skipToContent: 'Перейти к содержимому',
    loading: 'Загрузка…',
  },
  nav: {
    main: 'Основное меню',
    orders: 'Заказы',
    newOrder: 'Новый заказ',
    delivery: 'Доставка',
    warehouses: 'Склады',
    reports: 'Отчёты',
    statistics: 'Статистика',
    payments: 'Платежи',
    integration: 'Интеграция',
    employers: 'Сотрудники',
    home: 'Главная',
    menu: 'Меню',
    bottom: 'Нижняя навигация',
  },
  menu: {
    title: 'Меню',
    support: 'Поддержка',
    faq: 'Частые вопросы',
    publicOffer: 'Публичная оферта',
    changeLanguage: 'Сменить язык',
    logout: 'Выйти',
    opensInNewTab: '(откроется в новой вкладке)',
  },
  lang: {
    title: 'Язык',
    choose: 'Выберите язык интерфейса',
    ru: 'Русский',
    kk: 'Қазақша',
    current: 'Выбран',
  },
  remote: {
    unavailableTitle: 'Раздел временно недоступен',
    unavailableText:
      'Не удалось загрузить этот раздел. Остальные разделы работают. Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    retrying: 'Загружаем…',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
    toHome: 'На главную',
  },
  toast: {
    region: 'Уведомления',
    dismiss: 'Закрыть уведомление',
  },
  errorModal: {
    acknowledge: 'Понятно',
    reload: 'Перезагрузить страницу',
    contactSupport: 'Написать в поддержку',
  },
  startup: {
    configFailedTitle: 'Кабинет не запустился',
    configFailedText:
      'Не удалось загрузить настройки приложения. Обновите страницу; если ошибка повторяется, напишите в поддержку.',
    reload: 'Обновить страницу',
  },
};

/** The shape every language must fill: the same keys, any strings. */
export type CommonResources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
