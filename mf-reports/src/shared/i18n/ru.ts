/** Russian strings of the reports remote. */
export const ru = {
  reports: {
    title: 'Отчёты',
    emptyTitle: 'Отчётов за период нет',
    emptyText: 'Здесь будут отчёты по доставкам и наложенному платежу за выбранный период.',
  },
  statistics: {
    title: 'Статистика',
    emptyTitle: 'Данных за период нет',
    emptyText: 'Здесь будет статистика заказов по дням, статусам и видам транспорта.',
  },
  payments: {
    title: 'Платежи',
    emptyTitle: 'Платежей пока нет',
    emptyText: 'Здесь будут пополнения баланса и списания за доставки.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
