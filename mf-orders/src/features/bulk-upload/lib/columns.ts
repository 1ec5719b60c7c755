import { MAX_LENGTH, type City } from '@cabinet/shared/contract';

/** The columns of an upload file, in the template's order. */
export const COLUMN_KEYS = [
  'senderAddress',
  'senderContact',
  'senderPhone',
  'recipientAddress',
  'recipientContact',
  'recipientPhone',
  'codAmount',
  'comment',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** One row of the file as text, by column. */
export type RowValues = Record<ColumnKey, string>;

export const EMPTY_VALUES: RowValues = {
  senderAddress: '',
  senderContact: '',
  senderPhone: '',
  recipientAddress: '',
  recipientContact: '',
  recipientPhone: '',
  codAmount: '',
  comment: '',
};

/** Without these a row cannot become an order; the others may be left empty. */
export const REQUIRED_COLUMNS: readonly ColumnKey[] = [
  'senderAddress',
  'senderPhone',
  'recipientAddress',
  'recipientPhone',
];

/** The platform's limit of each column, in characters (shared/src/contract/limits.ts). */
export const COLUMN_MAX_LENGTH: Record<ColumnKey, number> = {
  senderAddress: MAX_LENGTH.street,
  senderContact: MAX_LENGTH.contactName,
  senderPhone: MAX_LENGTH.phoneNumber,
  recipientAddress: MAX_LENGTH.street,
  recipientContact: MAX_LENGTH.contactName,
  recipientPhone: MAX_LENGTH.phoneNumber,
  codAmount: 20,
  comment: MAX_LENGTH.longComment,
};

/**
 * The template's header (Russian, as the template is written) and the other names a header may have:
 * Kazakh, and short English ones for files made by a program.
 */
export const COLUMN_HEADERS: Record<ColumnKey, { ru: string; kk: string; aliases: readonly string[] }> = {
  senderAddress: {
    ru: 'Адрес отправителя',
    kk: 'Жөнелтушінің мекенжайы',
    aliases: ['sender_address', 'откуда', 'адрес забора'],
  },
  senderContact: {
    ru: 'Контакт отправителя',
    kk: 'Жөнелтушінің байланыс адамы',
    aliases: ['sender_contact', 'sender_name', 'отправитель'],
  },
  senderPhone: {
    ru: 'Телефон отправителя',
    kk: 'Жөнелтушінің телефоны',
    aliases: ['sender_phone'],
  },
  recipientAddress: {
    ru: 'Адрес получателя',
    kk: 'Алушының мекенжайы',
    aliases: ['recipient_address', 'куда', 'адрес доставки'],
  },
  recipientContact: {
    ru: 'Контакт получателя',
    kk: 'Алушының байланыс адамы',
    aliases: ['recipient_contact', 'recipient_name', 'получатель'],
  },
  recipientPhone: {
    ru: 'Телефон получателя',
    kk: 'Алушының телефоны',
    aliases: ['recipient_phone'],
  },
  codAmount: {
    ru: 'Наложенный платёж, ₸',
    kk: 'Төлем жеткізу кезінде, ₸',
    aliases: ['cod_amount', 'cod', 'наложенный платеж', 'наложенный платёж', 'сумма к оплате'],
  },
  comment: {
    ru: 'Комментарий',
    kk: 'Түсініктеме',
    aliases: ['comment', 'примечание'],
  },
};

/** A header cell as compared: lower case, ё as е, no "*", "₸", "(…)" or punctuation at the ends. */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\(.*?\)|[*₸]|,\s*(тг|тенге)\b/g, ' ')
    .replace(/[\s_]+/g, ' ')
    .replace(/^[\s.,:;?-]+|[\s.,:;?-]+$/g, '')
    .trim();
}

const HEADER_INDEX = new Map<string, ColumnKey>(
  COLUMN_KEYS.flatMap((key) => {
    const { ru, kk, aliases } = COLUMN_HEADERS[key];
    return [ru, kk, ...aliases].map((name) => [normaliseHeader(name), key] as const);
  }),
);

/** Which column a header cell names, if any. */
export const columnOfHeader = (cell: string): ColumnKey | null =>
  HEADER_INDEX.get(normaliseHeader(cell)) ?? null;

/** The template's example rows: a warehouse in Almaty sends to two customers, one paying on delivery. */
export const TEMPLATE_ROWS: readonly RowValues[] = [
  {
    senderAddress: 'проспект Абая 10',
    senderContact: 'Склад «Алма»',
    senderPhone: '+7 701 111 00 01',
    recipientAddress: 'улица Толе би 59',
    recipientContact: 'Асель Нурланова',
    recipientPhone: '+7 702 555 01 01',
    codAmount: '15000',
    comment: 'Позвонить за 10 минут',
  },
  {
    senderAddress: 'проспект Абая 10',
    senderContact: 'Склад «Алма»',
    senderPhone: '+7 701 111 00 01',
    recipientAddress: 'проспект Достык 97',
    recipientContact: 'Ерлан Серикбаев',
    recipientPhone: '+7 705 555 02 02',
    codAmount: '',
    comment: '',
  },
];

/** The same two orders from a warehouse in Astana. */
const ASTANA_TEMPLATE_ROWS: readonly RowValues[] = [
  {
    senderAddress: 'улица Кенесары 40',
    senderContact: 'Склад «Есиль»',
    senderPhone: '+7 701 111 00 01',
    recipientAddress: 'проспект Туран 37',
    recipientContact: 'Асель Нурланова',
    recipientPhone: '+7 702 555 01 01',
    codAmount: '15000',
    comment: 'Позвонить за 10 минут',
  },
  {
    senderAddress: 'улица Кенесары 40',
    senderContact: 'Склад «Есиль»',
    senderPhone: '+7 701 111 00 01',
    recipientAddress: 'проспект Мангилик Ел 55',
    recipientContact: 'Ерлан Серикбаев',
    recipientPhone: '+7 705 555 02 02',
    codAmount: '',
    comment: '',
  },
];

/**
 * The template's rows in the company's city (Almaty's when it is not known): addresses are looked up
 * there first, and an Astana company's template of Almaty streets opened with a refused row
 * ("проспект Абая 10" found in Astana, "улица Толе би 59" only in Almaty: two cities).
 */
export const templateRowsFor = (city: City | null): readonly RowValues[] =>
  city === 'astana' ? ASTANA_TEMPLATE_ROWS : TEMPLATE_ROWS;
