/** Static catalogues: courier tasks (§9 prices), cancel causes, grade tags, couriers, banners. */
import { TASK_PRICE_TENGE } from '../contract';
import type { CompanyTask, Lang, TaskCode } from '../contract';

/** Price of the destination_change (return to the first address) task, tenge. */
export const RETURN_TASK_PRICE = 500;
/** Fee held when an order is cancelled after the courier arrived at the sender. */
export const COURIER_ARRIVAL_FEE = 500;

interface TaskDef {
  id: number;
  code: TaskCode;
  ru: string;
  kk: string;
  price: number;
}

export const TASKS: TaskDef[] = [
  {
    id: 1,
    code: 'fitting',
    ru: 'Ожидание примерки (до 15 минут)',
    kk: 'Киіп көруді күту (15 минутқа дейін)',
    price: TASK_PRICE_TENGE.fitting,
  },
  { id: 2, code: 'photo', ru: 'Сделать фото', kk: 'Суретке түсіру', price: TASK_PRICE_TENGE.photo },
  {
    id: 3,
    code: 'verification_code',
    ru: 'Получить код подтверждения маркетплейса',
    kk: 'Маркетплейс растау кодын алу',
    price: TASK_PRICE_TENGE.verificationCode,
  },
  {
    id: 4,
    code: 'on_delivery_payment',
    ru: 'Принять оплату за товары',
    kk: 'Тауар үшін төлем қабылдау',
    price: 0,
  },
  {
    id: 5,
    code: 'destination_change',
    ru: 'Вернуться на первый адрес',
    kk: 'Бірінші мекенжайға оралу',
    price: RETURN_TASK_PRICE,
  },
];

export function taskView(t: TaskDef, lang: Lang, comment?: string): CompanyTask {
  return {
    id: t.id,
    code: t.code,
    name: lang === 'kk' ? t.kk : t.ru,
    comment: comment ?? '',
    extra_fields: {
      price: t.price,
      ...(t.code === 'on_delivery_payment'
        ? { price_type: 'ON_DELIVERY_PAYMENT' as const, service_type: 'on_delivery_payment' as const }
        : {}),
      ...(t.code === 'destination_change' ? { service_type: 'destination_change' as const } : {}),
    },
  };
}

export const CANCEL_TYPES: Array<{ id: number; type: 'group' | 'point'; ru: string; kk: string }> = [
  { id: 1, type: 'group', ru: 'Долго ищем курьера', kk: 'Курьер ұзақ ізделуде' },
  { id: 2, type: 'group', ru: 'Клиент отменил заказ', kk: 'Клиент тапсырысты болдырмады' },
  { id: 3, type: 'group', ru: 'Ошибка в адресе', kk: 'Мекенжайда қате' },
  { id: 4, type: 'group', ru: 'Заказ оформлен по ошибке', kk: 'Тапсырыс қателесіп рәсімделді' },
  { id: 5, type: 'group', ru: 'Другое', kk: 'Басқа' },
  { id: 11, type: 'point', ru: 'Получатель отказался', kk: 'Алушы бас тартты' },
  { id: 12, type: 'point', ru: 'Получатель не отвечает', kk: 'Алушы жауап бермейді' },
  { id: 13, type: 'point', ru: 'Другое', kk: 'Басқа' },
];

export const GRADE_TAGS: Array<{ id: number; ru: string; kk: string; ratings: number[] }> = [
  { id: 1, ru: 'Вежливый курьер', kk: 'Сыпайы курьер', ratings: [4, 5] },
  { id: 2, ru: 'Быстрая доставка', kk: 'Жылдам жеткізу', ratings: [4, 5] },
  { id: 3, ru: 'Аккуратно с посылкой', kk: 'Сәлемдемеге ұқыпты', ratings: [4, 5] },
  { id: 4, ru: 'Опоздал', kk: 'Кешікті', ratings: [1, 2, 3] },
  { id: 5, ru: 'Не отвечал на звонки', kk: 'Қоңырауға жауап бермеді', ratings: [1, 2, 3] },
  { id: 6, ru: 'Повредил посылку', kk: 'Сәлемдемені бүлдірді', ratings: [1, 2] },
  { id: 7, ru: 'Грубое общение', kk: 'Дөрекі сөйлесті', ratings: [1, 2, 3] },
];

export const COURIERS: Array<{ id: number; name: string; phone: string }> = [
  { id: 501, name: 'Нурлан Ахметов', phone: '+77011234501' },
  { id: 502, name: 'Айдос Серикбаев', phone: '+77021234502' },
  { id: 503, name: 'Дмитрий Ковалёв', phone: '+77051234503' },
  { id: 504, name: 'Ерлан Жумабаев', phone: '+77071234504' },
  { id: 505, name: 'Бауыржан Оспанов', phone: '+77761234505' },
  { id: 506, name: 'Асель Тулегенова', phone: '+77471234506' },
  { id: 507, name: 'Руслан Ибраев', phone: '+77011234507' },
  { id: 508, name: 'Данияр Касымов', phone: '+77021234508' },
];
