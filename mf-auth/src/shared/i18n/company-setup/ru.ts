/** Russian strings of the company setup page, a namespace of their own so that /login does not carry them. */
export const ru = {
  companySetup: {
    title: 'Данные компании',
    intro:
      'Чтобы оформлять доставки, укажите данные компании. По этому телефону с вами свяжутся курьер и поддержка.',
    nameLabel: 'Название компании',
    contactNameLabel: 'Контактное лицо',
    phoneLabel: 'Мобильный телефон',
    // An example number is joined by no-break spaces: it is never split over two lines.
    phoneHint: 'Номер оператора Казахстана, например +7\u00a0701\u00a0123\u00a045\u00a067',
    submit: 'Создать компанию',
    submitting: 'Создаём компанию…',
    summaryTitle: 'Проверьте форму',
    nameRequired: 'Введите название компании',
    contactNameRequired: 'Введите имя контактного лица',
    phoneRequired: 'Введите номер мобильного телефона',
    phoneInvalid:
      'Введите мобильный номер Казахстана: +7 и 10 цифр, например +7\u00a0701\u00a0123\u00a045\u00a067',
    rejected: 'Сервер не принял данные. Проверьте форму и отправьте её ещё раз.',
    created: 'Компания создана.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
