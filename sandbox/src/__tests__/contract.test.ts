/** Every endpoint of the contract table answers with its declared status and schema. */
import { ENDPOINTS, endpointPath } from '../contract';
import type { EndpointDef, EndpointName, Group } from '../contract';
import type { Sandbox } from '../server';
import { ALMATY, ASTANA, call, makeSandbox, pkce, point, tokenFor, USERS } from './helpers';

let sb: Sandbox;
const checked = new Set<EndpointName>();

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

interface Opts {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  params?: Record<string, string | number>;
  query?: string;
}

async function hit(name: EndpointName, o: Opts = {}): Promise<unknown> {
  const e: EndpointDef = ENDPOINTS[name];
  const url = endpointPath(name, o.params) + (o.query ? `?${o.query}` : '');
  const r = await call(sb, e.method, url, {
    ...(o.token ? { token: o.token } : {}),
    ...(o.headers ? { headers: o.headers } : {}),
    ...(o.body !== undefined ? { body: o.body } : {}),
  });
  if (r.statusCode !== e.status) throw new Error(`${name}: ${r.statusCode} ${r.body}`);
  if (e.body && o.body !== undefined) e.body.parse(o.body);
  const json: unknown = e.response ? r.json() : r.body;
  if (e.response) {
    const parsed = e.response.safeParse(json);
    if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
  checked.add(name);
  return json;
}

it('every endpoint answers with its contract schema', async () => {
  const { verifier, challenge } = pkce();
  const code = (
    await call(sb, 'POST', '/oauth/authorize', {
      body: new URLSearchParams({
        response_type: 'code',
        client_id: '1001',
        redirect_uri: 'http://localhost:8080/login',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        choco_user_id: String(USERS.alma),
        action: 'allow',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).headers.location;
  const oauth = (await hit('oauthTokens', {
    body: {
      client_id: '1001',
      grant_type: 'authorization_code',
      code: new URL(String(code)).searchParams.get('code'),
      redirect_uri: 'http://localhost:8080/login',
      code_verifier: verifier,
    },
  })) as { access_token: string };
  const platform = (await hit('chocoLogin', { body: { access_token: oauth.access_token } })) as {
    tokens: { access: string; refresh: string };
  };
  await hit('refreshPlatformToken', { body: { refresh: platform.tokens.refresh } });
  const token = platform.tokens.access;
  const issued = (await hit('getJwtToken', { token, body: { label: 'Склад' } })) as {
    client_token: { id: number };
  };
  await hit('listClientTokens', { token });
  await hit('revokeClientToken', { token, params: { id: issued.client_token.id } });
  await hit('listEmployees', { token });
  const employee = (await hit('inviteEmployee', {
    token,
    body: { phone_number: '+77015559001', name: 'Асель Нурланова' },
  })) as { id: number };
  await hit('removeEmployee', { token, params: { id: employee.id } });
  await hit('usersMe', { token });
  await hit('getCompany', { token });
  await hit('createCompany', {
    token: await tokenFor(sb, USERS.noCompany),
    body: { phone_number: '+77015550000' },
  });
  await hit('updateGeoCity', { token, body: { city: 'almaty' } });
  await hit('getCards', { token });
  await hit('companyTasks', { token });
  await hit('configs', { token, body: {} });
  await hit('banners', { token });
  await hit('listAddresses', { token, query: 'is_customer=false' });
  const address = (await hit('createAddress', {
    token,
    body: { street: 'проспект Абая', building: '44', ...ALMATY.tolebi },
  })) as { id: number };
  await hit('updateAddress', {
    token,
    params: { id: address.id },
    body: { street: 'проспект Абая', building: '46', ...ALMATY.tolebi },
  });
  await hit('searchAddresses', { token, query: `q=${encodeURIComponent('Достык 5')}` });
  const rates = (await hit('tariffs', {
    token,
    body: { points: [ALMATY.abayDostyk, ALMATY.esentai, ALMATY.tolebi], optimize_trip: true },
  })) as { tariffs: Array<{ id: number }> };
  const group = (await hit('createGroup', {
    token,
    body: {
      tariff_id: rates.tariffs[0]?.id,
      points: [point(ALMATY.abayDostyk), point(ALMATY.esentai), point(ALMATY.tolebi)],
    },
  })) as Group;
  await hit('listGroups', { token, query: 'page=1&status=1,2,5' });
  await hit('getGroup', { token, params: { id: group.id } });
  await hit('validateCoordinate', { token, body: ALMATY.esentai });
  await hit('cancelTypes', { token, query: 'type=group' });
  sb.ctx.clock.advance(20 * 60_000);
  await sb.dispatcher.tick();
  await hit('pointData', { token, params: { id: group.points[1]?.id ?? 0 } });
  await hit('courierData', { token, params: { id: group.id } });
  await hit('tracking', { params: { token: group.tracking_token } });
  await hit('trackingBanners', { query: `tracking_token=${group.tracking_token}` });
  await hit('cancelGroup', { token, params: { id: group.id }, body: { cancel_type_id: 1 } });
  await hit('uploadOrders', {
    token: await tokenFor(sb, USERS.kaspi),
    body: { orders: [{ points: [point(ASTANA.baiterek), point({ latitude: 51.16, longitude: 71.42 })] }] },
  });
  const range = 'start_date=2026-09-01&end_date=2026-11-30';
  await hit('statistics', { token, query: range });
  const api = (await hit('apiReports', { token, query: range })) as { results: Array<{ id: number }> };
  const cod = (await hit('codReports', { token, query: range })) as { results: Array<{ id: number }> };
  await hit('apiReport', { token, params: { id: api.results[0]?.id ?? 0 } });
  await hit('codReport', { token, params: { id: cod.results[0]?.id ?? 0 } });
  await hit('generateReport', { token, query: `${range}&type=cod` });
  const payouts = (await hit('codPayouts', { token, query: range })) as {
    results: Array<{ start_date: string }>;
  };
  await hit('codPayout', { token, params: { start_date: payouts.results[0]?.start_date ?? '2026-11-16' } });
  await hit('listBranches', { token, query: 'page=1' });
  const branch = (await hit('createBranch', {
    token,
    body: { name: 'Склад', street: 'улица Сатпаева', ...ALMATY.esentai },
  })) as { id: number };
  await hit('getBranch', { token, params: { id: branch.id } });
  await hit('updateBranch', {
    token,
    params: { id: branch.id },
    body: { name: 'Склад 2', street: 'улица Сатпаева', ...ALMATY.esentai },
  });
  await hit('deleteBranch', { token, params: { id: branch.id } });
  await hit('gradeTags', { token });
  const delivered = (
    (await call(sb, 'GET', '/rocket/v0/deliveries/groups?status=3&page_size=1', { token })).json() as {
      results: Group[];
    }
  ).results[0];
  await hit('estimate', { token, body: { group_id: delivered?.id, rating: 5, tags: [1] } });
  await hit('botSendMessage', {
    headers: { origin: 'http://localhost:8080' },
    body: { chat_id: -1001, text: 'отчёт об ошибке' },
  });
  await hit('geoIp');
  await hit('revokeDevices', { token });
  expect([...checked].sort()).toEqual(Object.keys(ENDPOINTS).sort());
});
