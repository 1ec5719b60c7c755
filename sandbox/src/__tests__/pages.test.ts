/**
 * The sandbox's HTML pages: security headers (CSP without inline scripts, no framing but the support
 * page's app origins, nosniff, referrer policy) and the support page's postMessage identity protocol.
 */
import vm from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import type { Sandbox } from '../server';
import { call, makeSandbox } from './helpers';
import { REDIRECT } from './oauth-helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

const directives = (r: LightMyRequestResponse): Map<string, string> =>
  new Map(
    String(r.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '')
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

/** No <script> element without src: every script is an external file of the sandbox. */
const inlineScripts = (html: string): string[] => html.match(/<script(?![^>]*\ssrc=)[^>]*>/gi) ?? [];

const authorizeUrl = `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`;

describe('security headers of the HTML pages', () => {
  it('the oauth pages, faq and offer may not be framed and run no inline script', async () => {
    const pages = [
      authorizeUrl,
      '/oauth/authorize?client_id=9', // the error page
      '/oauth/logout?redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F',
      '/faq/ru',
      '/faq/kk',
      '/offer',
    ];
    for (const url of pages) {
      const r = await call(sb, 'GET', url);
      expect(r.headers['content-type']).toContain('text/html');
      const csp = directives(r);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.has('script-src')).toBe(false);
      expect(csp.get('style-src')).toBe("'unsafe-inline'");
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(inlineScripts(r.body)).toEqual([]);
    }
  });

  it('the authorize form may post to itself and be redirected to the registered redirect origins only', async () => {
    const csp = directives(await call(sb, 'GET', authorizeUrl));
    expect(csp.get('form-action')).toBe("'self' http://localhost:8080 http://127.0.0.1:8080");
    expect(directives(await call(sb, 'GET', '/faq/ru')).get('form-action')).toBe("'none'");
  });

  it('the support page may be framed by exactly the app origins, and loads its script from the sandbox', async () => {
    const r = await call(sb, 'GET', '/support');
    const csp = directives(r);
    expect(csp.get('frame-ancestors')).toBe(sb.ctx.config.appOrigins.join(' '));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'none'");
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(inlineScripts(r.body)).toEqual([]);
    expect(r.body).toContain('<script src="/static/support-chat.js"></script>');
    expect(r.body).toContain('<p id="support-greeting" role="status"></p>');
    expect(r.body).toContain('Это заглушка чата поддержки в песочнице.');
    const js = await call(sb, 'GET', '/static/support-chat.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.body).not.toContain('innerHTML');
  });

  it('the support page no longer echoes an identity from its query string (it still reads lang)', async () => {
    const r = await call(
      sb,
      'GET',
      `/support?user_id=7&name=${encodeURIComponent('Айгерим Сапарова')}&company=${encodeURIComponent('ТОО «Алма Логистик»')}&lang=kk`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('Айгерим');
    expect(r.body).not.toContain('Алма');
    expect(r.body).not.toContain('Здравствуйте');
    expect(r.body).toContain('<html lang="kk">');
    expect((await call(sb, 'GET', '/support?name=%3Cscript%3E')).body).not.toContain('%3Cscript');
  });
});

describe('support page identity by postMessage', () => {
  interface Page {
    posted: Array<[unknown, string]>;
    status: { textContent: string; lang: string };
    send(event: { origin: string; source: unknown; data: unknown }): void;
    parent: object;
    self: object;
  }

  /** Runs the page's script against a fake framed window and document. */
  async function framedPage(lang = 'ru', framed = true): Promise<Page> {
    const script = (await call(sb, 'GET', '/static/support-chat.js')).body;
    const posted: Array<[unknown, string]> = [];
    const listeners: Array<(e: unknown) => void> = [];
    const status = { textContent: '', lang: '' };
    const parent = { postMessage: (data: unknown, target: string) => posted.push([data, target]) };
    const window: Record<string, unknown> = {
      addEventListener: (type: string, fn: (e: unknown) => void) => type === 'message' && listeners.push(fn),
    };
    window.parent = framed ? parent : window;
    const document = {
      getElementById: (id: string) => (id === 'support-greeting' ? status : null),
      documentElement: { lang },
    };
    vm.runInNewContext(script, { window, document });
    return { posted, status, parent, self: window, send: (e) => listeners.forEach((l) => l(e)) };
  }

  const identity = (over: Record<string, unknown> = {}) => ({
    type: 'support-chat:identity',
    identity: {
      userId: 10001,
      name: 'Айгерим Сапарова',
      company: 'ТОО «Алма Логистик»',
      lang: 'ru',
      ...over,
    },
  });
  const APP = 'http://localhost:8080';

  it('announces itself to the parent with no data, then greets whom the cabinet names', async () => {
    const page = await framedPage();
    expect(page.posted).toEqual([[{ type: 'support-chat:ready' }, '*']]);
    expect(page.status.textContent).toBe('');
    page.send({ origin: APP, source: page.parent, data: identity() });
    expect(page.status.textContent).toBe('Здравствуйте, Айгерим Сапарова, ТОО «Алма Логистик»!');
    expect(page.status.lang).toBe('ru');
    page.send({
      origin: APP,
      source: page.parent,
      data: identity({ lang: 'kk', company: null, userId: 'u-5' }),
    });
    expect(page.status.textContent).toBe('Сәлеметсіз бе, Айгерим Сапарова!');
    expect(page.status.lang).toBe('kk');
  });

  it('ignores messages from other origins, other windows, other types and malformed identities', async () => {
    const page = await framedPage();
    const ignored = [
      { origin: 'http://evil.example', source: page.parent, data: identity() },
      { origin: 'http://localhost:8090', source: page.parent, data: identity() },
      { origin: APP, source: {}, data: identity() },
      { origin: APP, source: page.parent, data: { ...identity(), type: 'other' } },
      { origin: APP, source: page.parent, data: 'support-chat:identity' },
      { origin: APP, source: page.parent, data: identity({ name: 42 }) },
      { origin: APP, source: page.parent, data: identity({ userId: null }) },
      { origin: APP, source: page.parent, data: identity({ company: { html: '<b>' } }) },
      { origin: APP, source: page.parent, data: { type: 'support-chat:identity' } },
    ];
    for (const e of ignored) page.send(e);
    expect(page.status.textContent).toBe('');
    // Markup in a name stays text: the script only ever sets textContent.
    page.send({ origin: APP, source: page.parent, data: identity({ name: '<img src=x onerror=alert(1)>' }) });
    expect(page.status.textContent).toBe('Здравствуйте, <img src=x onerror=alert(1)>, ТОО «Алма Логистик»!');
  });

  it('does nothing when it is not framed', async () => {
    const page = await framedPage('ru', false);
    expect(page.posted).toEqual([]);
    page.send({ origin: APP, source: page.self, data: identity() });
    expect(page.status.textContent).toBe('');
  });
});
