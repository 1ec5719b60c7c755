/**
 * The support chat stub the cabinet frames. Identity never travels in its URL (URLs end up in logs):
 * the page's script announces itself to the framing cabinet and greets whom the cabinet names.
 *
 *   page -> parent   { type: 'support-chat:ready' }                       on load, targetOrigin '*', no data
 *   parent -> page   { type: 'support-chat:identity',
 *                      identity: { userId, name, company: string | null, lang: 'ru' | 'kk' } }
 *
 * A message counts only from the frame's parent at one of the app origins. The greeting is written
 * as text (textContent) into the role="status" paragraph.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { setPageSecurityHeaders } from '../http/security-headers';

export const SUPPORT_SCRIPT_PATH = '/static/support-chat.js';
const GREETINGS = { ru: 'Здравствуйте', kk: 'Сәлеметсіз бе' } as const;

const TEXT = {
  ru: {
    title: 'Служба поддержки',
    stub: 'Это заглушка чата поддержки в песочнице.',
    phone: 'Телефон',
  },
  kk: {
    title: 'Қолдау қызметі',
    stub: 'Бұл — құмсалғыштағы қолдау чатының үлгісі.',
    phone: 'Телефон',
  },
} as const;

const PAGE_STYLE =
  'body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:720px;margin:0 auto;padding:24px;color:#1b1d21;line-height:1.5}';

/** The page's script; app origins are written in by the server (a JSON array, never user input). */
export function supportChatScript(appOrigins: readonly string[]): string {
  return `'use strict';
(function () {
  var ORIGINS = ${JSON.stringify(appOrigins)};
  var GREETINGS = ${JSON.stringify(GREETINGS)};
  var status = document.getElementById('support-greeting');
  var framed = window.parent !== window;
  window.addEventListener('message', function (event) {
    if (!framed || event.source !== window.parent || ORIGINS.indexOf(event.origin) === -1) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'support-chat:identity') return;
    var who = data.identity;
    if (!who || typeof who !== 'object' || typeof who.name !== 'string') return;
    if (typeof who.userId !== 'number' && typeof who.userId !== 'string') return;
    if (who.company !== null && typeof who.company !== 'string') return;
    var lang = who.lang === 'kk' || who.lang === 'ru' ? who.lang : document.documentElement.lang === 'kk' ? 'kk' : 'ru';
    var parts = [who.name.trim(), who.company === null ? '' : who.company.trim()].filter(Boolean);
    if (parts.length === 0 || !status) return;
    status.lang = lang;
    status.textContent = GREETINGS[lang] + ', ' + parts.join(', ') + '!';
  });
  if (framed) window.parent.postMessage({ type: 'support-chat:ready' }, '*');
})();
`;
}

export function registerSupportPage(app: FastifyInstance, ctx: Ctx): void {
  const origins = ctx.config.appOrigins;
  const script = supportChatScript(origins);

  app.get('/support', async (req, reply): Promise<FastifyReply> => {
    // Only the language is read from the URL; who is writing comes by postMessage.
    const lang = (req.query as Record<string, unknown>).lang === 'kk' ? 'kk' : 'ru';
    const t = TEXT[lang];
    return setPageSecurityHeaders(reply, { frameAncestors: origins, scripts: true })
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${t.title}</h1><p id="support-greeting" role="status"></p><p>${t.stub}</p><p>${t.phone}: <a href="tel:+77270000000">+7 727 000 00 00</a></p></main><script src="${SUPPORT_SCRIPT_PATH}"></script></body></html>`,
      );
  });

  app.get(SUPPORT_SCRIPT_PATH, async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(script),
  );
}
