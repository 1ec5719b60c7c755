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
    more: 'Ещё',
    home: 'Главная',
    menu: 'Меню',
    bottom: 'Нижняя навигация',
  },
  menu: {
    title: 'Меню',
    sections: 'Разделы',
    support: 'Поддержка',
    faq: 'Частые вопросы',
    publicOffer: 'Публичная оферта',
    changeLanguage: 'Сменить язык',
    logout: 'Выйти',
    opensInNewTab: '(откроется в новой вкладке)',
  },
  supportChat: {
    open: 'Чат поддержки',
    title: 'Чат поддержки',
    close: 'Закрыть чат',
    frame: 'Переписка со службой поддержки',
  },
  lang: {
    title: 'Язык',
    choose: 'Выберите язык интерфейса',
    ru: 'Русский',
    kk: 'Қазақша',
  },
  city: {
    label: 'Город',
    all: 'Весь Казахстан',
    almaty: 'Алматы',
    astana: 'Астана',
  },
  superApp: {
    exitTitle: 'Выйти из кабинета?',
    exitText: 'Вы вернётесь на главный экран приложения.',
    exit: 'Выйти',
    stay: 'Остаться',
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
    close: 'Закрыть',
  },
  errors: {
    client: {
      timeoutTitle: 'Превышено время ожидания ответа',
      timeoutText: 'Сервер долго не отвечает. Проверьте соединение и попробуйте ещё раз.',
      network: 'Ошибка сети: проверьте подключение к интернету',
      rateLimited: 'Слишком много запросов, повторим через {{seconds}} с',
      rateLimitedFinal: 'Слишком много запросов. Подождите минуту и попробуйте снова.',
      serverTitle: 'Ошибка сервера',
      serverText:
        'Что-то пошло не так на сервере. Перезагрузите страницу; если ошибка повторится, напишите в поддержку.',
    },
    unknownTitle: 'Непредвиденная ошибка',
    ALL_POINTS_HAVE_BEEN_CANCELED: {
      title: 'Заказ уже отменён',
      text: 'Все точки этого заказа уже отменены.',
    },
    ORDER_HAS_BEEN_CANCELED: { title: 'Заказ уже отменён', text: 'Этот заказ был отменён раньше.' },
    GROUP_DOES_NOT_EXIST: { title: 'Заказ не найден', text: 'Такого заказа нет. Возможно, ссылка устарела.' },
    EXPECTED_TWO_POINTS_FOR_AN_URGENT: {
      title: 'Срочная доставка — только два адреса',
      text: 'Срочный заказ можно оформить только с одним адресом отправки и одним адресом доставки.',
    },
    BALANCE_IS_NOT_ENOUGH_TO_PAY: {
      title: 'Недостаточно средств на балансе',
      text: 'Обратитесь к менеджеру, чтобы пополнить баланс, или оплатите заказ картой.',
    },
    NOT_ENOUGH_FUNDS_ON_THE_BALANCE: {
      title: 'Недостаточно средств на балансе',
      text: 'Обратитесь к менеджеру, чтобы пополнить баланс, или оплатите заказ картой.',
    },
    WRONG_ADDRESS_COORDINATE: {
      title: 'Адреса в разных городах',
      text: 'Все адреса заказа должны быть в одном городе.',
    },
    WRONG_ADDRESS_ZONE: {
      title: 'Адрес вне зоны доставки',
      text: 'Мы пока не доставляем по этому адресу. Укажите другой адрес.',
    },
    TARIFF_NOT_FOUND: { title: 'Тариф устарел', text: 'Перезагрузите страницу и попробуйте ещё раз.' },
    TARIFF_DOES_NOT_EXIST: { title: 'Тариф устарел', text: 'Перезагрузите страницу и попробуйте ещё раз.' },
    WRONG_INPUT_ADDRESS: { title: 'Неверный адрес', text: '' },
    BEAUTIFUL_PARSING: { title: 'Не удалось разобрать данные', text: '' },
    CITY_IS_CLOSED: {
      title: 'Доставка сейчас недоступна',
      text: 'Из-за высокой нагрузки новые доставки временно недоступны. Заказы, оформленные раньше, будут доставлены.',
    },
    noTariffs: {
      title: 'Ошибка загрузки тарифов',
      text: 'Не удалось подобрать тариф для этого маршрута. Проверьте адреса или попробуйте позже.',
    },
    maxDistanceOrder: {
      title: 'Слишком большое расстояние',
      text: 'Расстояние этого заказа больше максимального, заданного для сохранённого адреса.',
    },
    priceSurge: {
      title: 'Цена доставки выросла',
      text: 'Стоимость доставки увеличилась. Можно подождать или вызвать курьера по новой цене.',
    },
    urgentWithTasks: {
      title: 'Срочная доставка недоступна с заданиями',
      text: 'Уберите задания курьеру, чтобы оформить срочную доставку.',
    },
  },
  auth: {
    redirecting: 'Переходим ко входу…',
  },
  session: {
    profileFailedTitle: 'Не удалось загрузить профиль',
    profileFailedText: 'Без профиля кабинет не может открыть страницу. Попробуйте ещё раз через минуту.',
  },
  account: {
    title: 'Учётная запись',
    balance: 'Баланс: {{amount}}',
  },
  startup: {
    configFailedTitle: 'Кабинет не запустился',
    configFailedText:
      'Не удалось загрузить настройки приложения. Обновите страницу; если ошибка повторяется, напишите в поддержку.',
    reload: 'Обновить страницу',
  },
};

/** The shape every language must fill: the same keys, any strings. */
export type CommonResources = SameKeys<typeof ru>;

/** The same nested keys as T, with any strings: what a translation must provide. */
export type SameKeys<T> = { [Key in keyof T]: T[Key] extends string ? string : SameKeys<T[Key]> };
