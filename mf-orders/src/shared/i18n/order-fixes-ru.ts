/** Russian strings of the order screens' later additions: rating failures, order comment, links, stops. */
export const orderFixesRu = {
  rateSendFailed:
    'Не удалось отправить оценку. Проверьте соединение и отправьте ещё раз: выбранное сохранено.',
  orderComment: 'Комментарий к заказу',
  orderCommentHint: 'Для курьера: что везти, как передать',
  orderLinkInvalid: 'Заказ не найден',
  orderLinkInvalidText:
    'В ссылке нет номера заказа: возможно, она скопирована не полностью. Выберите заказ в списке.',
  pointsLimit: 'В заказе не больше {{max}} точек',
  fieldsRefused: 'Платформа не приняла заказ',
  fieldsRefusedText: 'Исправьте отмеченные поля и отправьте заказ ещё раз.',
};
