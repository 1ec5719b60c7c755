/** Russian strings of the warehouses remote. */
export const ru = {
  warehouses: {
    title: 'Склады',
    emptyTitle: 'Складов пока нет',
    emptyText: 'Добавьте склады и филиалы, чтобы выбирать их как адрес отправки в один клик.',
  },
  newWarehouse: {
    title: 'Новый склад',
    emptyTitle: 'Карточка склада',
    emptyText: 'Здесь заполняются название, адрес и контакты склада.',
  },
  editWarehouse: {
    title: 'Редактирование склада',
    emptyTitle: 'Склад не загружен',
    emptyText: 'Здесь можно изменить название, адрес и контакты склада.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
