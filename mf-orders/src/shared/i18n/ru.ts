/** Russian strings of the orders remote. */
export const ru = {
  orders: {
    title: 'Заказы',
    emptyTitle: 'Заказов пока нет',
    emptyText: 'Здесь появятся активные, запланированные и завершённые заказы вашей компании.',
  },
  mobileHome: {
    title: 'Главная',
    emptyTitle: 'Активных заказов нет',
    emptyText: 'Когда вы вызовете курьера, заказ появится здесь.',
  },
  newOrder: {
    title: 'Новый заказ',
    emptyTitle: 'Черновика заказа нет',
    emptyText: 'Здесь оформляется доставка: адреса, тариф, задания курьеру и оплата.',
  },
  delivery: {
    title: 'Доставка',
    emptyTitle: 'Условия доставки',
    emptyText: 'Здесь будут сроки и стоимость доставки для вашей компании.',
  },
  integration: {
    title: 'Интеграция',
    emptyTitle: 'Интеграций пока нет',
    emptyText: 'Здесь подключается выгрузка заказов из вашей системы.',
  },
  tracking: {
    title: 'Отслеживание заказа',
    emptyTitle: 'Заказ не выбран',
    emptyText: 'Откройте ссылку для отслеживания, которую прислал отправитель.',
  },
  mobileNewOrderDetails: {
    title: 'Детали заказа',
    emptyTitle: 'Адреса не указаны',
    emptyText: 'Укажите, откуда и куда доставить, чтобы вызвать курьера.',
  },
  mobileOrders: {
    title: 'Мои заказы',
    emptyTitle: 'Заказов пока нет',
    emptyText: 'Здесь появятся ваши активные, запланированные и завершённые заказы.',
  },
  mobileOrderDetails: {
    title: 'Заказ',
    emptyTitle: 'Данные заказа не загружены',
    emptyText: 'Здесь будут статус, курьер, адреса и оплата заказа.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
