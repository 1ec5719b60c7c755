/** Russian strings of /employers, a namespace of their own so that /login does not carry them. */
export const ru = {
  employers: {
    title: 'Сотрудники',
    listTitle: 'Сотрудники компании',
    loading: 'Загружаем сотрудников…',
    failedTitle: 'Не удалось загрузить сотрудников',
    failedText: 'Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    columnName: 'Имя',
    columnPhone: 'Телефон',
    columnRole: 'Роль',
    columnAdded: 'Добавлен',
    columnActions: 'Действия',
    noName: 'Без имени',
    you: '(вы)',
    roleOwner: 'Владелец',
    roleEmployee: 'Сотрудник',
    ownerStays: 'Владельца удалить нельзя',
    onlyOwner:
      'Кроме владельца, сотрудников пока нет. Пригласите коллег, чтобы они оформляли заказы компании.',
    ownerOnly: 'Приглашать и удалять сотрудников может только владелец компании — {{name}}.',
    inviteTitle: 'Пригласить сотрудника',
    inviteIntro:
      'Сотрудник войдёт в кабинет через аккаунт провайдера с этим номером и будет оформлять и видеть заказы компании.',
    phoneLabel: 'Мобильный телефон',
    // An example number is joined by no-break spaces: it is never split over two lines.
    phoneHint: 'Номер оператора Казахстана, например +7\u00a0701\u00a0123\u00a045\u00a067',
    nameLabel: 'Имя (необязательно)',
    nameHint: 'Так коллеги увидят сотрудника, пока он не войдёт',
    invite: 'Пригласить',
    inviting: 'Приглашаем…',
    invited: '{{name}} добавлен в сотрудники.',
    phone_required: 'Введите номер мобильного телефона',
    phone_invalid:
      'Введите мобильный номер Казахстана: +7 и 10 цифр, например +7\u00a0701\u00a0123\u00a045\u00a067',
    phone_alreadyAdded: 'Этот номер уже есть среди сотрудников компании',
    phone_inAnotherCompany: 'Этот номер уже работает в другой компании: пусть сначала выйдет из неё',
    remove: 'Удалить',
    removeOne: 'Удалить сотрудника {{name}}',
    removeTitle: 'Удалить сотрудника {{name}}?',
    removeText:
      'Он сразу потеряет доступ к кабинету компании и выйдет на всех устройствах, его токены интеграции перестанут работать. Вернуть доступ можно, пригласив его снова.',
    removeConfirm: 'Удалить',
    removeFailed: 'Не удалось удалить сотрудника. Попробуйте ещё раз.',
    removed: '{{name}} удалён из сотрудников.',
  },
};

/** Every language fills the same keys. */
export type Resources = {
  [Section in keyof typeof ru]: { [Key in keyof (typeof ru)[Section]]: string };
};
