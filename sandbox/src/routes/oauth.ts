/** OAuth provider stand-in: authorize page, tokens (code / refresh / track id), device revoke, logout page. */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tokenRequestSchema } from '../contract';
import type { TokenResponse } from '../contract';
import type { Ctx } from '../context';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/errors';
import { verifyJwt } from '../http/jwt';
import { parse } from '../http/validate';

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

function html(reply: FastifyReply, status: number, content: string): FastifyReply {
  return reply
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

const randomToken = (prefix: string): string => `${prefix}_${crypto.randomBytes(24).toString('base64url')}`;

async function issueProviderTokens(
  db: Queryable,
  ctx: Ctx,
  userId: number,
  clientId: string,
  familyId?: string,
): Promise<TokenResponse> {
  const access = randomToken('pat');
  const refresh = randomToken('prt');
  const now = Date.now();
  await db.query(
    `INSERT INTO oauth_tokens (access_token, refresh_token, family_id, user_id, client_id, access_expires_at, refresh_expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [
      access,
      refresh,
      familyId ?? crypto.randomUUID(),
      userId,
      clientId,
      new Date(now + ctx.config.providerAccessTtlS * 1000),
      new Date(now + ctx.config.refreshTtlS * 1000),
    ],
  );
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ctx.config.providerAccessTtlS,
  };
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function registerOauth(app: FastifyInstance, ctx: Ctx): void {
  const { config, db } = ctx;
  const appOriginOf = (uri: string): boolean => {
    try {
      return config.appOrigins.includes(new URL(uri).origin);
    } catch {
      return false;
    }
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
    if (p.code_challenge !== '' && p.code_challenge_method !== 'S256')
      return fail('invalid_request', 'code_challenge_method must be S256');
    if (p.code_challenge === '' && p.code_challenge_method !== '')
      return fail('invalid_request', 'code_challenge missing');
    if (p.code_challenge !== '' && !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
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
    const chocoId = Number(body.choco_user_id);
    const user = (
      await db.query<{ id: number }>('SELECT id FROM users WHERE choco_user_id = $1', [
        Number.isInteger(chocoId) ? chocoId : -1,
      ])
    )[0];
    if (!user) return errorPage(reply, p.lang, 'Выберите аккаунт');
    const code = crypto.randomBytes(24).toString('base64url');
    await db.query(
      'INSERT INTO oauth_codes (code, user_id, client_id, redirect_uri, code_challenge, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
      [
        code,
        user.id,
        p.client_id,
        p.redirect_uri,
        p.code_challenge === '' ? null : p.code_challenge,
        new Date(Date.now() + CODE_TTL_MS),
      ],
    );
    reply.header('set-cookie', `${SSO_COOKIE}=${chocoId}; Path=/; HttpOnly; SameSite=Lax`);
    return reply.redirect(withQuery(p.redirect_uri, { code, state: p.state }), 302);
  });

  app.post('/api/v2/oauth2/tokens', async (req, reply) => {
    const grant = (req.body as { grant_type?: unknown } | null)?.grant_type;
    if (
      typeof grant === 'string' &&
      !['authorization_code', 'refresh_token', 'authorization_track_id'].includes(grant)
    ) {
      throw new ApiError(400, 'UNSUPPORTED_GRANT_TYPE');
    }
    const body = parse(tokenRequestSchema, req.body);
    if (body.client_id !== config.oauthClientId) throw new ApiError(401, 'INVALID_CLIENT');
    const invalid = (message: string) => new ApiError(400, 'INVALID_GRANT', message);
    if (body.grant_type === 'authorization_code') {
      const result = await db.transaction(async (tx) => {
        const row = (
          await tx.query<{
            user_id: number;
            client_id: string;
            redirect_uri: string;
            code_challenge: string | null;
            expires_at: Date;
            used: boolean;
          }>('SELECT * FROM oauth_codes WHERE code = $1 FOR UPDATE', [body.code])
        )[0];
        if (!row || row.used) throw invalid('Код авторизации недействителен или уже использован');
        await tx.query('UPDATE oauth_codes SET used = TRUE WHERE code = $1', [body.code]);
        if (new Date(row.expires_at).getTime() < Date.now()) throw invalid('Срок действия кода истёк');
        if (row.client_id !== body.client_id || row.redirect_uri !== body.redirect_uri)
          throw invalid('redirect_uri не совпадает');
        if (row.code_challenge !== null) {
          if (!body.code_verifier) throw invalid('Нужен code_verifier (PKCE)');
          const digest = crypto.createHash('sha256').update(body.code_verifier).digest('base64url');
          if (digest !== row.code_challenge) throw invalid('code_verifier не подходит к code_challenge');
        }
        return issueProviderTokens(tx, ctx, row.user_id, body.client_id);
      });
      return reply.send(result);
    }
    if (body.grant_type === 'refresh_token') {
      const outcome = await db.transaction(async (tx) => {
        const row = (
          await tx.query<{
            id: number;
            family_id: string;
            user_id: number;
            client_id: string;
            rotated: boolean;
            revoked: boolean;
            refresh_expires_at: Date;
          }>('SELECT * FROM oauth_tokens WHERE refresh_token = $1 FOR UPDATE', [body.refresh_token])
        )[0];
        if (!row || row.revoked || row.client_id !== body.client_id) return null;
        if (row.rotated) {
          await tx.query('UPDATE oauth_tokens SET revoked = TRUE WHERE family_id = $1', [row.family_id]);
          return 'reused' as const;
        }
        if (new Date(row.refresh_expires_at).getTime() < Date.now()) return null;
        await tx.query('UPDATE oauth_tokens SET rotated = TRUE WHERE id = $1', [row.id]);
        return issueProviderTokens(tx, ctx, row.user_id, body.client_id, row.family_id);
      });
      if (outcome === null) throw invalid('Refresh-токен недействителен');
      if (outcome === 'reused')
        throw invalid('Refresh-токен уже использован: все токены этой сессии отозваны');
      return reply.send(outcome);
    }
    const result = await db.transaction(async (tx) => {
      const row = (
        await tx.query<{ user_id: number; expires_at: Date; used: boolean }>(
          'SELECT * FROM track_ids WHERE track_id = $1 FOR UPDATE',
          [body.track_id],
        )
      )[0];
      if (!row || row.used || new Date(row.expires_at).getTime() < Date.now())
        throw invalid('track_id недействителен');
      await tx.query('UPDATE track_ids SET used = TRUE WHERE track_id = $1', [body.track_id]);
      return issueProviderTokens(tx, ctx, row.user_id, body.client_id);
    });
    return reply.send(result);
  });

  app.delete('/api/v1/oauth2/devices', async (req, reply) => {
    const m = /^(Bearer|JWT)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m || m[2] === undefined) throw new ApiError(401, 'NOT_AUTHENTICATED');
    const token = m[2];
    let userId: number;
    if ((m[1] ?? '').toUpperCase() === 'JWT' || token.split('.').length === 3) {
      const v = verifyJwt(token, config.jwtSecret);
      if (!v.ok) throw new ApiError(401, v.reason === 'expired' ? 'TOKEN_EXPIRED' : 'NOT_AUTHENTICATED');
      userId = v.payload.sub;
    } else {
      const row = (
        await db.query<{ user_id: number; revoked: boolean; access_expires_at: Date }>(
          'SELECT * FROM oauth_tokens WHERE access_token = $1',
          [token],
        )
      )[0];
      if (!row || row.revoked || new Date(row.access_expires_at).getTime() < Date.now())
        throw new ApiError(401, 'INVALID_TOKEN');
      userId = row.user_id;
    }
    const revoked = await db.query(
      'UPDATE oauth_tokens SET revoked = TRUE WHERE user_id = $1 AND revoked = FALSE RETURNING id',
      [userId],
    );
    await db.query('UPDATE users SET token_epoch = token_epoch + 1 WHERE id = $1', [userId]);
    return reply.send({ revoked: revoked.length });
  });

  app.get('/oauth/logout', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const lang: Lang = q.lang === 'kk' ? 'kk' : 'ru';
    const t = T[lang];
    const target = typeof q.redirect_uri === 'string' ? q.redirect_uri : '';
    const allowed = target !== '' && (config.redirectUris.includes(target) || appOriginOf(target));
    reply.header('set-cookie', `${SSO_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    const refresh = allowed ? `<meta http-equiv="refresh" content="1;url=${esc(target)}">` : '';
    const link = allowed ? `<p><a href="${esc(target)}">${esc(t.back)}</a></p>` : '';
    return html(reply, 200, page(lang, t.loggedOut, `${refresh}<h1>${esc(t.loggedOut)}</h1>${link}`));
  });
}
