/** Static pages the runtime config links to: support chat stub, FAQ (ru/kk), public offer, banner images. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { setPageSecurityHeaders } from '../http/security-headers';
import { registerSupportPage } from './support-page';

const PAGE_STYLE =
  'body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:720px;margin:0 auto;padding:24px;color:#1b1d21;line-height:1.5}';

/** Linked to, never framed. */
function page(reply: FastifyReply, lang: 'ru' | 'kk', title: string, body: string): FastifyReply {
  return setPageSecurityHeaders(reply, { frameAncestors: [] })
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
}

const FAQ = {
  ru: {
    title: 'Частые вопросы',
    items: [
      [
        'Когда можно вызвать курьера?',
        'Ежедневно с 09:00 до 21:00 по времени Алматы. Запланированный заказ можно оформить в любое время.',
      ],
      [
        'Сколько стоят задания курьеру?',
        'Ожидание примерки (до 15 минут) — 300 ₸, фото — 300 ₸, код подтверждения маркетплейса — 150 ₸.',
      ],
      [
        'Как отменить заказ?',
        'Бесплатно — до прибытия курьера. После прибытия удерживается плата за выезд, после забора — также стоимость возврата.',
      ],
      [
        'Когда выплачиваются деньги за наложенный платёж?',
        'Раз в 7 дней, если собрано больше 3000 ₸. Комиссия — 4 %.',
      ],
    ],
  },
  kk: {
    title: 'Жиі қойылатын сұрақтар',
    items: [
      [
        'Курьерді қашан шақыруға болады?',
        'Күн сайын Алматы уақытымен 09:00-ден 21:00-ге дейін. Жоспарланған тапсырысты кез келген уақытта рәсімдеуге болады.',
      ],
      [
        'Курьерге тапсырмалар қанша тұрады?',
        'Киіп көруді күту (15 минутқа дейін) — 300 ₸, фото — 300 ₸, маркетплейс коды — 150 ₸.',
      ],
      [
        'Тапсырысты қалай болдырмауға болады?',
        'Курьер келгенге дейін тегін. Келгеннен кейін шығу ақысы ұсталады, алғаннан кейін — қайтару құны да.',
      ],
      [
        'Қолма-қол төлем ақшасы қашан төленеді?',
        '7 күнде бір рет, егер 3000 ₸-ден астам жиналса. Комиссия — 4 %.',
      ],
    ],
  },
} as const;

const BANNER_SVG = (text: string, color: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160" viewBox="0 0 640 160"><rect width="640" height="160" rx="16" fill="${color}"/><text x="32" y="92" font-family="sans-serif" font-size="36" fill="#fff">${text}</text></svg>`;

export function registerPages(app: FastifyInstance, ctx: Ctx): void {
  for (const lang of ['ru', 'kk'] as const) {
    app.get(`/faq/${lang}`, async (_req, reply) => {
      const f = FAQ[lang];
      return page(reply, lang, f.title, f.items.map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join(''));
    });
  }
  app.get('/offer', async (_req, reply) =>
    page(
      reply,
      'ru',
      'Публичная оферта',
      '<p>Демонстрационный текст договора публичной оферты на оказание курьерских услуг (песочница).</p><p>Оплата — с баланса компании или картой. Цены тарифов указываются при оформлении заказа.</p>',
    ),
  );
  registerSupportPage(app, ctx);
  const banners: Record<string, string> = {
    'tracking.svg': BANNER_SVG('Доставка для бизнеса', '#2f6fed'),
    'kaspi.svg': BANNER_SVG('Kaspi Box', '#f14635'),
  };
  app.get('/static/banners/:name', async (req, reply) => {
    const svg = banners[(req.params as { name: string }).name];
    if (!svg) return reply.code(404).send({ detail: { code: 'NOT_FOUND', message: 'Не найдено' } });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(svg);
  });
}
