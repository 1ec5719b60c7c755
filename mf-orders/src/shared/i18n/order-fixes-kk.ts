import type { orderFixesRu } from './order-fixes-ru';

/** Kazakh strings of the order screens' later additions. */
export const orderFixesKk: { [Key in keyof typeof orderFixesRu]: string } = {
  rateSendFailed:
    'Бағаны жіберу мүмкін болмады. Байланысты тексеріп, қайта жіберіңіз: таңдағаныңыз сақталды.',
  orderComment: 'Тапсырысқа түсініктеме',
  orderCommentHint: 'Курьерге: не апару керек, қалай тапсыру керек',
  orderLinkInvalid: 'Тапсырыс табылмады',
  orderLinkInvalidText:
    'Сілтемеде тапсырыс нөмірі жоқ: мүмкін, ол толық көшірілмеген. Тапсырысты тізімнен таңдаңыз.',
  pointsLimit: 'Тапсырыста {{max}} нүктеден артық болмайды',
  fieldsRefused: 'Платформа тапсырысты қабылдамады',
  fieldsRefusedText: 'Белгіленген өрістерді түзетіп, тапсырысты қайта жіберіңіз.',
};
