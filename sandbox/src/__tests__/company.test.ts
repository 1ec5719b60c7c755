/** Contract tests: profile, company, cards, tasks, configs, banners, addresses, geocoder, branches, reports, bot, geoip, protection, test mode. */
import {
  branchSchema,
  companySchema,
  configsResponseSchema,
  savedAddressSchema,
  statisticsSchema,
  userMeSchema,
} from '../contract';
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import ExcelJS from 'exceljs';
import { ALMATY, call, codeOf, makeSandbox, OUTSIDE, tokenFor, USERS } from './helpers';

let sb: Sandbox;
let alma: string;
let saas: string;
let kaspi: string;
let noCompany: string;

beforeAll(async () => {
  sb = await makeSandbox();
  [alma, saas, kaspi, noCompany] = await Promise.all([
    tokenFor(sb, USERS.alma),
    tokenFor(sb, USERS.saas),
    tokenFor(sb, USERS.kaspi),
    tokenFor(sb, USERS.noCompany),
  ]);
});
afterAll(async () => {
  await sb.app.close();
});
afterEach(() => {
  sb.faults.clear();
  sb.ctx.config.rateLimitPerMinute = 0;
});

describe('profile and company', () => {
  it('users/me', async () => {
    const r = await call(sb, 'GET', '/rocket/users/me', { token: alma });
    expect(userMeSchema.parse(r.json())).toMatchObject({
      choco_user_id: 10001,
      phone_number: '+77011110001',
    });
  });

  it('GET company: flags of each seeded company', async () => {
    const a = companySchema.parse(
      (await call(sb, 'GET', '/rocket/v0/business/company', { token: alma })).json(),
    );
    expect(a).toMatchObject({ use_chocofood_SaaS: false, is_kaspi_box: false, balance: 250000 });
    expect(
      (await call(sb, 'GET', '/rocket/v0/business/company', { token: saas })).json().use_chocofood_SaaS,
    ).toBe(true);
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: kaspi })).json().is_kaspi_box).toBe(
      true,
    );
  });

  it('a user without a company: 404, then POST creates it (phone with a plus), then 409', async () => {
    const missing = await call(sb, 'GET', '/rocket/v0/business/company', { token: noCompany });
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('COMPANY_NOT_FOUND');
    const bad = await call(sb, 'POST', '/rocket/v0/business/company', {
      token: noCompany,
      body: { phone_number: '87011234567' },
    });
    expect(codeOf(bad)).toBe('VALIDATION_ERROR');
    expect(bad.json().detail.fields.phone_number).toBeTruthy();
    const created = await call(sb, 'POST', '/rocket/v0/business/company', {
      token: noCompany,
      body: { phone_number: '+77011234567', balance: 1e9 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone_number: '+77011234567', balance: 0, name: 'Дана Касымова' });
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: noCompany })).statusCode).toBe(200);
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/business/company', {
          token: noCompany,
          body: { phone_number: '+77011234567' },
        }),
      ),
    ).toBe('COMPANY_ALREADY_EXISTS');
  });

  it('update-geo-city', async () => {
    const r = await call(sb, 'PATCH', '/rocket/v0/business/update-geo-city/', {
      token: alma,
      body: { city: 'astana' },
    });
    expect(r.json()).toEqual({ city: 'astana' });
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: alma })).json().city).toBe(
      'astana',
    );
    expect(
      codeOf(
        await call(sb, 'PATCH', '/rocket/v0/business/update-geo-city/', {
          token: alma,
          body: { city: 'paris' },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    await call(sb, 'PATCH', '/rocket/v0/business/update-geo-city/', {
      token: alma,
      body: { city: 'almaty' },
    });
  });

  it('cards are per company', async () => {
    const a = (await call(sb, 'GET', '/rocket/v0/payments/ioka/get-cards', { token: alma })).json()
      .results as Array<{ token: string }>;
    expect(a.map((c) => c.token)).toEqual(['card_alma_visa_4242', 'card_alma_mc_5454']);
    const k = (await call(sb, 'GET', '/rocket/v0/payments/ioka/get-cards', { token: kaspi })).json()
      .results as Array<{ token: string }>;
    expect(k.map((c) => c.token)).toEqual(['card_zhibek_mc_2222']);
  });

  it('company tasks carry the §9 prices (ru and kk)', async () => {
    const r = (await call(sb, 'GET', '/rocket/v0/business/company/tasks', { token: alma })).json()
      .results as Array<{ code: string; extra_fields: { price: number; service_type?: string } }>;
    const price = (code: string) => r.find((t) => t.code === code)?.extra_fields.price;
    expect([price('fitting'), price('photo'), price('verification_code')]).toEqual([300, 300, 150]);
    expect(r.find((t) => t.code === 'destination_change')?.extra_fields.service_type).toBe(
      'destination_change',
    );
    const kk = (
      await call(sb, 'GET', '/rocket/v0/business/company/tasks', {
        token: alma,
        headers: { 'accept-language': 'kk-KZ' },
      })
    ).json().results;
    expect(kk[1].name).toBe('Суретке түсіру');
  });

  it('configs/get and banners', async () => {
    const c = await call(sb, 'POST', '/rocket/v0/common/configs/get', { token: alma, body: {} });
    expect(configsResponseSchema.parse(c.json()).working_hours).toEqual({
      from: 9,
      to: 21,
      time_zone: 'Asia/Almaty',
    });
    const b = await call(sb, 'GET', '/rocket/v0/business/banners', { token: alma });
    expect(b.json().results.some((x: { placement: string }) => x.placement === 'tracking')).toBe(true);
    expect((await call(sb, 'GET', '/rocket/v0/business/banners')).statusCode).toBe(401);
  });
});

describe('configs/get delivery zones (beyond the spec)', () => {
  it('carries every zone as [lon, lat] outlines and the company city', async () => {
    const ru = configsResponseSchema.parse(
      (await call(sb, 'POST', '/rocket/v0/common/configs/get', { token: alma, body: {} })).json(),
    );
    expect(ru.company_city).toBe('almaty');
    expect(ru.delivery_zones.map((zone) => [zone.city, zone.name])).toEqual([
      ['almaty', 'Алматы'],
      ['astana', 'Астана'],
    ]);
    const almaty = ru.delivery_zones[0]!.polygon;
    // GeoJSON order: longitude first. Almaty lies at ~76.9° E, ~43.2° N.
    expect(almaty.every(([lon, lat]) => lon > 76 && lon < 78 && lat > 43 && lat < 44)).toBe(true);
    // A real Almaty crossing lies inside the outline's bounding box.
    const lons = almaty.map(([lon]) => lon);
    const lats = almaty.map(([, lat]) => lat);
    expect(ALMATY.abayDostyk.longitude).toBeGreaterThan(Math.min(...lons));
    expect(ALMATY.abayDostyk.longitude).toBeLessThan(Math.max(...lons));
    expect(ALMATY.abayDostyk.latitude).toBeGreaterThan(Math.min(...lats));
    expect(ALMATY.abayDostyk.latitude).toBeLessThan(Math.max(...lats));

    const astana = configsResponseSchema.parse(
      (await call(sb, 'POST', '/rocket/v0/common/configs/get', { token: kaspi, body: {} })).json(),
    );
    expect(astana.company_city).toBe('astana');
    const astanaZone = astana.delivery_zones.find((zone) => zone.city === 'astana');
    expect(astanaZone?.polygon[0]).toEqual([71.3, 51.25]);
  });
});

describe('addresses and geocoder', () => {
  const body = {
    street: 'улица Сатпаева',
    building: '22',
    latitude: 43.2345,
    longitude: 76.93,
    max_order_distance: 12,
  };

  it('list, create, update; foreign ids are 404', async () => {
    const list = await call(sb, 'GET', '/rocket/v0/common/addresses?is_customer=false', { token: alma });
    expect(list.statusCode).toBe(200);
    for (const a of list.json().results) expect(a.is_customer).toBe(false);
    const created = await call(sb, 'POST', '/rocket/v0/common/addresses', {
      token: alma,
      body: { ...body, company_id: 3, id: 1 },
    });
    expect(created.statusCode).toBe(201);
    const a = savedAddressSchema.parse(created.json());
    expect(a.city).toBe('almaty');
    const upd = await call(sb, 'PUT', `/rocket/v0/common/addresses/${a.id}`, {
      token: alma,
      body: { ...body, building: '24' },
    });
    expect(upd.json()).toMatchObject({ id: a.id, building: '24' });
    const foreign = await call(sb, 'PUT', `/rocket/v0/common/addresses/${a.id}`, { token: kaspi, body });
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('ADDRESS_NOT_FOUND');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/common/addresses', {
          token: alma,
          body: { ...body, ...OUTSIDE.shymkent },
        }),
      ),
    ).toBe('WRONG_ADDRESS_ZONE');
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/common/addresses', { token: alma, body: { street: '' } })),
    ).toBe('VALIDATION_ERROR');
  });

  it('search ranks prefix matches, understands kk names and building numbers', async () => {
    const r = await call(
      sb,
      'GET',
      `/rocket/v0/common/addresses/search?q=${encodeURIComponent('Абая 150')}&city=almaty`,
      { token: alma },
    );
    const first = r.json().results[0];
    expect(first).toMatchObject({ street: 'проспект Абая', building: '150', city: 'almaty' });
    expect(first.latitude).toBeCloseTo(43.235, 1);
    const kk = await call(sb, 'GET', `/rocket/v0/common/addresses/search?q=${encodeURIComponent('Тұран')}`, {
      token: alma,
    });
    expect(kk.json().results[0]).toMatchObject({ street: 'проспект Туран', city: 'astana' });
    const sub = await call(
      sb,
      'GET',
      `/rocket/v0/common/addresses/search?q=${encodeURIComponent('фараби')}`,
      { token: alma },
    );
    expect(sub.json().results[0].street).toBe('проспект Аль-Фараби');
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/common/addresses/search?q=', { token: alma }))).toBe(
      'VALIDATION_ERROR',
    );
    const unparsable = await call(
      sb,
      'GET',
      `/rocket/v0/common/addresses/search?q=${encodeURIComponent('?!.')}`,
      {
        token: alma,
      },
    );
    expect(codeOf(unparsable)).toBe('BEAUTIFUL_PARSING');
    const none = await call(
      sb,
      'GET',
      `/rocket/v0/common/addresses/search?q=${encodeURIComponent('Бейкер-стрит')}`,
      {
        token: alma,
      },
    );
    expect(none.json().results).toEqual([]);
  });
});

describe('branches', () => {
  const body = {
    name: 'Склад Тест',
    street: 'проспект Достык',
    building: '5',
    latitude: 43.25,
    longitude: 76.956,
  };

  it('paged list, CRUD and company scoping', async () => {
    const page1 = (
      await call(sb, 'GET', '/rocket/v0/business/branches?page=1&page_size=4', { token: alma })
    ).json();
    expect(page1).toMatchObject({ count: 6, next: 2, previous: null });
    expect(page1.results).toHaveLength(4);
    const created = await call(sb, 'POST', '/rocket/v0/business/branches', { token: alma, body });
    expect(created.statusCode).toBe(201);
    const b = branchSchema.parse(created.json());
    expect((await call(sb, 'GET', `/rocket/v0/business/branches/${b.id}`, { token: alma })).json().name).toBe(
      'Склад Тест',
    );
    expect(
      (
        await call(sb, 'PUT', `/rocket/v0/business/branches/${b.id}`, {
          token: alma,
          body: { ...body, name: 'Склад 2' },
        })
      ).json().name,
    ).toBe('Склад 2');
    for (const [m, payload] of [
      ['GET', undefined],
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(sb, m, `/rocket/v0/business/branches/${b.id}`, {
        token: kaspi,
        ...(payload ? { body: payload } : {}),
      });
      expect(r.statusCode).toBe(404);
      expect(codeOf(r)).toBe('BRANCH_NOT_FOUND');
    }
    expect(
      (await call(sb, 'DELETE', `/rocket/v0/business/branches/${b.id}`, { token: alma })).statusCode,
    ).toBe(204);
    expect(codeOf(await call(sb, 'GET', `/rocket/v0/business/branches/${b.id}`, { token: alma }))).toBe(
      'BRANCH_NOT_FOUND',
    );
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/business/branches', {
          token: alma,
          body: { ...body, ...OUTSIDE.shymkent },
        }),
      ),
    ).toBe('WRONG_ADDRESS_ZONE');
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/business/branches?page=0', { token: alma }))).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe('reports', () => {
  const range = 'start_date=2026-09-01&end_date=2026-11-30';

  it('statistics aggregated by day, status and transport', async () => {
    const r = await call(sb, 'GET', `/rocket/v0/reports/statistics?${range}`, { token: alma });
    expect(r.statusCode).toBe(200);
    const s = statisticsSchema.parse(r.json());
    expect(s.total.count).toBeGreaterThan(100);
    expect(s.by_day.reduce((n, d) => n + d.count, 0)).toBe(s.total.count);
    expect(s.by_transport.reduce((n, d) => n + d.count, 0)).toBe(s.total.count);
    expect(s.by_status.find((x) => x.state === 'delivered')?.status).toBe(3);
    const dflt = await call(sb, 'GET', '/rocket/v0/reports/statistics', { token: alma });
    expect(dflt.statusCode).toBe(200);
    expect(
      codeOf(
        await call(sb, 'GET', '/rocket/v0/reports/statistics?start_date=2026-11-30&end_date=2026-11-01', {
          token: alma,
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      codeOf(await call(sb, 'GET', '/rocket/v0/reports/statistics?start_date=yesterday', { token: alma })),
    ).toBe('VALIDATION_ERROR');
  });

  it('api and api-cod lists with paging and detail', async () => {
    const api = (await call(sb, 'GET', `/rocket/v0/reports/api?page=1&${range}`, { token: alma })).json();
    expect(api.results.length).toBe(20);
    const detail = await call(sb, 'GET', `/rocket/v0/reports/api/${api.results[0].id}`, { token: alma });
    expect(detail.json().points.length).toBeGreaterThanOrEqual(2);
    const cod = (
      await call(sb, 'GET', `/rocket/v0/reports/api-cod?page=1&page_size=5&${range}`, { token: alma })
    ).json();
    // The commission is 4 % of what was collected: the amount once delivered, nothing before or when cancelled.
    for (const row of cod.results as Array<{
      state: string;
      cod_amount: number;
      collected: number;
      commission: number;
    }>) {
      expect(row.collected).toBe(row.state === 'delivered' ? row.cod_amount : 0);
      expect(row.commission).toBe(Math.round(row.collected * 0.04));
    }
    expect(
      (await call(sb, 'GET', `/rocket/v0/reports/api-cod/${cod.results[0].id}`, { token: alma })).statusCode,
    ).toBe(200);
    expect(
      codeOf(await call(sb, 'GET', `/rocket/v0/reports/api/${api.results[0].id}`, { token: kaspi })),
    ).toBe('REPORT_NOT_FOUND');
  });

  it('generate returns a CSV attachment; SaaS companies have no reports', async () => {
    const r = await call(sb, 'GET', `/rocket/v0/reports/generate?${range}&type=orders`, { token: alma });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(String(r.headers['content-disposition'])).toMatch(
      /^attachment; filename="report-orders-2026-09-01_2026-11-30\.csv"$/,
    );
    const lines = r.body.trim().split('\r\n');
    expect(lines[0]).toContain('Номер');
    expect(lines.length).toBeGreaterThan(50);
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/reports/generate?format=pdf', { token: alma }))).toBe(
      'UNSUPPORTED_FORMAT',
    );
    const x = await call(sb, 'GET', `/rocket/v0/reports/generate?${range}&is_cod=true&format=xlsx`, {
      token: alma,
    });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(x.headers['content-disposition'])).toContain('report-cod-2026-09-01_2026-11-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toContain('Сумма к оплате');
    const denied = await call(sb, 'GET', '/rocket/v0/reports/statistics', { token: saas });
    expect(denied.statusCode).toBe(403);
    expect(codeOf(denied)).toBe('REPORTS_NOT_AVAILABLE');
  });
});

describe('bot, geoip, protection and test mode', () => {
  it('bot sink stores messages and answers 429 with Retry-After on demand', async () => {
    const fromApp = { origin: 'http://localhost:8080' };
    const bot = (body: unknown) => call(sb, 'POST', '/bot/sendMessage', { body, headers: fromApp });
    const ok = await bot({ chat_id: '-100123', text: 'ошибка 500 /rocket/v0/deliveries/groups' });
    expect(ok.json()).toMatchObject({ ok: true, result: { chat: { id: '-100123' } } });
    await call(sb, 'POST', '/__sandbox/bot/rate-limit', { body: { times: 2, retryAfter: 7 } });
    const limited = await bot({ chat_id: 1, text: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    expect(limited.json().parameters.retry_after).toBe(7);
    await bot({ chat_id: 1, text: 'x' });
    expect((await bot({ chat_id: 1, text: 'x' })).statusCode).toBe(200);
    const msgs = (await call(sb, 'GET', '/__sandbox/bot/messages')).json().results;
    expect(msgs.map((m: { text: string }) => m.text)).toContain('ошибка 500 /rocket/v0/deliveries/groups');
    expect(codeOf(await bot({ chat_id: 1 }))).toBe('VALIDATION_ERROR');
  });

  it('bot sink refuses requests without an app Origin (403 ORIGIN_NOT_ALLOWED)', async () => {
    await call(sb, 'DELETE', '/__sandbox/bot/messages');
    const body = { chat_id: 'x', text: 'подделка' };
    const none = await call(sb, 'POST', '/bot/sendMessage', { body });
    expect(none.statusCode).toBe(403);
    expect(codeOf(none)).toBe('ORIGIN_NOT_ALLOWED');
    for (const origin of ['http://evil.example', 'null', 'http://localhost:8090', 'http://localhost:80800']) {
      const r = await call(sb, 'POST', '/bot/sendMessage', { body, headers: { origin } });
      expect(r.statusCode).toBe(403);
      expect(codeOf(r)).toBe('ORIGIN_NOT_ALLOWED');
    }
    // The test-mode 429 fault still answers the cabinet, and a refused origin does not use it up.
    await call(sb, 'POST', '/__sandbox/bot/rate-limit', { body: { times: 1, retryAfter: 2 } });
    expect((await call(sb, 'POST', '/bot/sendMessage', { body })).statusCode).toBe(403);
    const app = { headers: { origin: 'http://127.0.0.1:8083' } };
    expect((await call(sb, 'POST', '/bot/sendMessage', { body, ...app })).statusCode).toBe(429);
    expect((await call(sb, 'POST', '/bot/sendMessage', { body, ...app })).statusCode).toBe(200);
    const msgs = (await call(sb, 'GET', '/__sandbox/bot/messages')).json().results;
    expect(msgs).toHaveLength(1);
  });

  it('pages the runtime config links to: support, FAQ ru/kk, offer, banner images', async () => {
    for (const path of ['/support', '/faq/ru', '/faq/kk', '/offer']) {
      const r = await call(sb, 'GET', path);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
    }
    expect((await call(sb, 'GET', '/faq/kk')).body).toContain('<html lang="kk">');
    const banners = (await call(sb, 'GET', '/rocket/v0/business/banners', { token: alma })).json().results;
    const image = new URL(banners[0].image_url as string);
    const svg = await call(sb, 'GET', image.pathname);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect((await call(sb, 'GET', '/static/banners/nope.svg')).statusCode).toBe(404);
  });

  it('geoip answers Almaty', async () => {
    const r = await call(sb, 'GET', '/geoip');
    expect(r.json()).toMatchObject({ city_id: 'almaty', latitude: 43.2389, longitude: 76.8897 });
  });

  it('faults: status + code, times, delay, dropped connection', async () => {
    await call(sb, 'POST', '/__sandbox/faults', {
      body: { path: '/rocket/v0/business/*', status: 503, code: 'SERVICE_DOWN', times: 2 },
    });
    for (let i = 0; i < 2; i++) {
      const r = await call(sb, 'GET', '/rocket/v0/business/company', { token: alma });
      expect(r.statusCode).toBe(503);
      expect(codeOf(r)).toBe('SERVICE_DOWN');
    }
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: alma })).statusCode).toBe(200);
    await call(sb, 'POST', '/__sandbox/faults', { body: { path: '/geoip', status: 429, retryAfter: 3 } });
    const rl = await call(sb, 'GET', '/geoip');
    expect(rl.statusCode).toBe(429);
    expect(rl.headers['retry-after']).toBe('3');
    await call(sb, 'DELETE', '/__sandbox/faults');
    await call(sb, 'POST', '/__sandbox/faults', { body: { path: '/geoip', delayMs: 150, times: 1 } });
    const t = Date.now();
    expect((await call(sb, 'GET', '/geoip')).statusCode).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
    await call(sb, 'POST', '/__sandbox/faults', { body: { path: '/geoip', drop: true, times: 1 } });
    const address = await sb.app.listen({ host: '127.0.0.1', port: 0 });
    await expect(fetch(`${address}/geoip`)).rejects.toThrow();
    expect((await fetch(`${address}/geoip`)).status).toBe(200);
  });

  it('rate limit: 429 RATE_LIMITED with Retry-After', async () => {
    sb.ctx.config.rateLimitPerMinute = 3;
    const codes: number[] = [];
    let last = null as null | Awaited<ReturnType<typeof call>>;
    for (let i = 0; i < 5; i++) {
      last = await call(sb, 'GET', '/rocket/v0/business/banners', { token: kaspi });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(codeOf(last as NonNullable<typeof last>)).toBe('RATE_LIMITED');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('bad JSON, wrong types, too large bodies, unknown routes: 4xx with a code', async () => {
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/common/addresses', { token: alma, body: '{"street":' })),
    ).toBe('BAD_JSON');
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/common/addresses', { token: alma, body: '[1,2]' })),
    ).toBe('VALIDATION_ERROR');
    const big = await call(sb, 'POST', '/rocket/v0/common/addresses', {
      token: alma,
      body: { street: 'x'.repeat(300_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(codeOf(big)).toBe('PAYLOAD_TOO_LARGE');
    const media = await call(sb, 'POST', '/rocket/v0/common/addresses', {
      token: alma,
      body: 'a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(media.statusCode).toBe(415);
    const nf = await call(sb, 'GET', '/rocket/v0/nothing-here', { token: alma });
    expect(nf.statusCode).toBe(404);
    expect(codeOf(nf)).toBe('NOT_FOUND');
  });

  it('test-mode endpoints do not exist outside test mode', async () => {
    const normal = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: false,
      config: { mode: 'normal', seed: false },
    });
    try {
      expect((await call(normal, 'POST', '/__sandbox/reset')).statusCode).toBe(404);
      expect(
        (await call(normal, 'POST', '/__sandbox/faults', { body: { path: '/geoip', status: 500 } }))
          .statusCode,
      ).toBe(404);
      expect((await call(normal, 'GET', '/geoip')).statusCode).toBe(200);
    } finally {
      await normal.app.close();
    }
  });

  it('clock and switches endpoints; reset re-seeds', async () => {
    const c = await call(sb, 'POST', '/__sandbox/clock', {
      body: { now: '2026-11-23T12:00:00+05:00', frozen: true },
    });
    expect(c.json().now).toBe('2026-11-23T07:00:00.000Z');
    expect(
      (
        await call(sb, 'POST', '/__sandbox/switches', { body: { cityClosed: true, surgePercent: 20 } })
      ).json(),
    ).toEqual({ cityClosed: true, surgePercent: 20 });
    const closed = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      body: { points: [ALMATY.abayDostyk, ALMATY.esentai] },
    });
    expect(codeOf(closed)).toBe('CITY_IS_CLOSED');
    expect((await call(sb, 'POST', '/__sandbox/reset')).statusCode).toBe(200);
    expect(sb.ctx.switches).toEqual({ cityClosed: false, surgePercent: 0 });
    const fresh = await tokenFor(sb, USERS.noCompany);
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: fresh })).statusCode).toBe(404);
  });
});
