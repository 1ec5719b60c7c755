/** OAuth provider stand-in: the authorize page (PKCE S256 required) and the logout page. */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { clearedRefreshCookie, cookieOf, isHttps } from '../http/cookies';
import type { PagePolicy } from '../http/security-headers';
import { setPageSecurityHeaders } from '../http/security-headers';
import { registerOauthTokens } from './oauth-tokens';

const CODE_TTL_MS = 2 * 60_000;
const SSO_COOKIE = 'sandbox_sso';

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const T = {
  ru: {
    title: 'Вход в кабинет курьерской доставки',
    intro: 'Песочница: выберите демо-аккаунт, под которым войти.',
    accounts: 'Демо-аккаунты',
    submit: 'Войти',
    cancel: 'Отмена',
    errorTitle: 'Ошибка авторизации',
    loggedOut: 'Вы вышли из аккаунта',
    back: 'Вернуться в приложение',
    lang: 'Қазақша',
    noCompany: 'без компании',
  },
  kk: {
    title: 'Курьерлік жеткізу кабинетіне кіру',
    intro: 'Құмсалғыш: кіру үшін демо-аккаунтты таңдаңыз.',
    accounts: 'Демо-аккаунттар',
    submit: 'Кіру',
    cancel: 'Болдырмау',
    errorTitle: 'Авторизация қатесі',
    loggedOut: 'Сіз аккаунттан шықтыңыз',
    back: 'Қосымшаға оралу',
    lang: 'Русский',
    noCompany: 'компаниясыз',
  },
} as const;

type Lang = keyof typeof T;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f5f7;color:#1b1d21;margin:0;padding:24px}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
fieldset{border:0;padding:0;margin:16px 0}legend{font-weight:600;margin-bottom:8px}
label{display:flex;gap:12px;align-items:flex-start;padding:12px;border:1px solid #d0d4db;border-radius:8px;margin-bottom:8px;cursor:pointer}
label:focus-within{outline:3px solid #2f6fed;outline-offset:1px}
.hint{display:block;color:#555b66;font-size:14px}
button{font:inherit;padding:12px 20px;border-radius:8px;border:1px solid #2f6fed;cursor:pointer;margin-right:8px}
button[type=submit]{background:#2f6fed;color:#fff}button.secondary{background:#fff;color:#2f6fed}
a{color:#2f6fed}
</style></head>
<body><main>${body}</main></body></html>`;
}

function html(reply: FastifyReply, status: number, content: string, policy: PagePolicy): FastifyReply {
  return setPageSecurityHeaders(reply, policy)
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(content);
}

interface AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  lang: Lang;
}

function readParams(src: Record<string, unknown>): AuthorizeParams {
  const str = (k: string): string => (typeof src[k] === 'string' ? (src[k] as string) : '');
  return {
    response_type: str('response_type'),
    client_id: str('client_id'),
    redirect_uri: str('redirect_uri'),
    state: str('state'),
    code_challenge: str('code_challenge'),
    code_challenge_method: str('code_challenge_method'),
    lang: str('lang') === 'kk' ? 'kk' : 'ru',
  };
}

function withQuery(uri: string, params: Record<string, string>): string {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== '') u.searchParams.set(k, v);
  return u.toString();
}

/** A choco_user_id form value: a positive int4 (the column's type), else null. */
function chocoIdOf(raw: unknown): number | null {
  const s = typeof raw === 'number' ? String(raw) : raw;
  if (typeof s !== 'string' || !/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

export function registerOauth(app: FastifyInstance, ctx: Ctx): void {
  const { config, db } = ctx;
  const originOf = (uri: string): string | null => {
    try {
      return new URL(uri).origin;
    } catch {
      return null;
    }
  };
  // The authorize form posts here and is then redirected to a registered redirect_uri (form-action
  // covers the redirect too); nobody may frame the page that chooses an account.
  const pagePolicy: PagePolicy = {
    frameAncestors: [],
    formAction: [...new Set(config.redirectUris.map(originOf).filter((o): o is string => o !== null))],
  };
  const appOriginOf = (uri: string): boolean => {
    const origin = originOf(uri);
    return origin !== null && config.appOrigins.includes(origin);
  };

  const errorPage = (reply: FastifyReply, lang: Lang, message: string) =>
    html(
      reply,
      400,
      page(
        lang,
        T[lang].errorTitle,
        `<h1>${esc(T[lang].errorTitle)}</h1><p role="alert">${esc(message)}</p>`,
      ),
      pagePolicy,
    );

  /** Validates client and redirect_uri (error page) and the rest (redirect with error=...). */
  const check = (p: AuthorizeParams, reply: FastifyReply): boolean => {
    if (p.client_id !== config.oauthClientId) {
      errorPage(reply, p.lang, `Неизвестный client_id «${p.client_id}»`);
      return false;
    }
    if (!config.redirectUris.includes(p.redirect_uri)) {
      errorPage(reply, p.lang, `redirect_uri «${p.redirect_uri}» не зарегистрирован для этого клиента`);
      return false;
    }
    const fail = (error: string, description: string) => {
      reply.redirect(
        withQuery(p.redirect_uri, { error, error_description: description, state: p.state }),
        302,
      );
      return false;
    };
    if (p.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code');
    // PKCE S256 is required of every client (RFC 9700 §2.1.1): a stolen code is useless without the verifier.
    if (p.code_challenge === '') return fail('invalid_request', 'code_challenge required (PKCE S256)');
    if (p.code_challenge_method !== 'S256')
      return fail('invalid_request', 'code_challenge_method must be S256');
    if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
      return fail('invalid_request', 'malformed code_challenge');
    return true;
  };

  app.get('/oauth/authorize', async (req, reply) => {
    const p = readParams(req.query as Record<string, unknown>);
    if (!check(p, reply)) return reply;
    const t = T[p.lang];
    const users = await db.query<{
      id: number;
      choco_user_id: number;
      first_name: string;
      last_name: string;
      demo_title_ru: string;
      demo_title_kk: string;
      company_name: string | null;
    }>(
      `SELECT u.id, u.choco_user_id, u.first_name, u.last_name, u.demo_title_ru, u.demo_title_kk, c.name AS company_name
       FROM users u LEFT JOIN companies c ON c.id = u.company_id ORDER BY u.choco_user_id`,
    );
    const remembered = Number(cookieOf(req.headers.cookie, SSO_COOKIE) ?? 0);
    const hidden = (
      [
        'response_type',
        'client_id',
        'redirect_uri',
        'state',
        'code_challenge',
        'code_challenge_method',
        'lang',
      ] as const
    )
      .map((k) => `<input type="hidden" name="${k}" value="${esc(p[k])}">`)
      .join('');
    const options = users
      .map((u, i) => {
        const checked = remembered ? u.choco_user_id === remembered : i === 0;
        const desc = p.lang === 'kk' ? u.demo_title_kk : u.demo_title_ru;
        return `<label for="acc-${u.choco_user_id}"><input type="radio" id="acc-${u.choco_user_id}" name="choco_user_id" value="${u.choco_user_id}"${checked ? ' checked' : ''}>
<span><strong>${esc(u.first_name)} ${esc(u.last_name)}</strong> · ${esc(u.company_name ?? t.noCompany)}<span class="hint">${esc(desc)} · id ${u.choco_user_id}</span></span></label>`;
      })
      .join('\n');
    const otherLang: Lang = p.lang === 'ru' ? 'kk' : 'ru';
    const switchUrl = `/oauth/authorize?${new URLSearchParams({ ...p, lang: otherLang }).toString()}`;
    return html(
      reply,
      200,
      page(
        p.lang,
        t.title,
        `<p><a href="${esc(switchUrl)}" lang="${otherLang}">${t.lang}</a></p>
<h1>${esc(t.title)}</h1><p>${esc(t.intro)}</p>
<form method="post" action="/oauth/authorize">${hidden}
<fieldset><legend>${esc(t.accounts)}</legend>
${options}
</fieldset>
<button type="submit" name="action" value="allow">${esc(t.submit)}</button>
<button type="submit" name="action" value="deny" class="secondary">${esc(t.cancel)}</button>
</form>`,
      ),
      pagePolicy,
    );
  });

  app.post('/oauth/authorize', async (req, reply) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const p = readParams(body);
    if (!check(p, reply)) return reply;
    if (body.action === 'deny') {
      return reply.redirect(withQuery(p.redirect_uri, { error: 'access_denied', state: p.state }), 302);
    }
    const chocoId = chocoIdOf(body.choco_user_id);
    const user =
      chocoId === null
        ? undefined
        : (await db.query<{ id: number }>('SELECT id FROM users WHERE choco_user_id = $1', [chocoId]))[0];
    if (!user) return errorPage(reply, p.lang, 'Выберите аккаунт');
    const code = crypto.randomBytes(24).toString('base64url');
    await db.query(
      'INSERT INTO oauth_codes (code, user_id, client_id, redirect_uri, code_challenge, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
      [code, user.id, p.client_id, p.redirect_uri, p.code_challenge, new Date(Date.now() + CODE_TTL_MS)],
    );
    reply.header('set-cookie', `${SSO_COOKIE}=${chocoId}; Path=/; HttpOnly; SameSite=Lax`);
    return reply.redirect(withQuery(p.redirect_uri, { code, state: p.state }), 302);
  });

  app.get('/oauth/logout', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const lang: Lang = q.lang === 'kk' ? 'kk' : 'ru';
    const t = T[lang];
    const target = typeof q.redirect_uri === 'string' ? q.redirect_uri : '';
    const allowed = target !== '' && (config.redirectUris.includes(target) || appOriginOf(target));
    reply.header('set-cookie', `${SSO_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    reply.header('set-cookie', clearedRefreshCookie(isHttps(req)));
    const refresh = allowed ? `<meta http-equiv="refresh" content="1;url=${esc(target)}">` : '';
    const link = allowed ? `<p><a href="${esc(target)}">${esc(t.back)}</a></p>` : '';
    return html(
      reply,
      200,
      page(lang, t.loggedOut, `${refresh}<h1>${esc(t.loggedOut)}</h1>${link}`),
      pagePolicy,
    );
  });

  registerOauthTokens(app, ctx);
}
