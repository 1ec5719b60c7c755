import type { GeocodeResult, RatesResponse } from '@cabinet/shared/contract';

import { checkRow, createCheckServices, type CheckApi } from '../lib/check-row';
import { EMPTY_VALUES, TEMPLATE_ROWS, type RowValues } from '../lib/columns';
import { checkRowLocally, parseAmount } from '../lib/row-checks';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

const valid: RowValues = { ...(TEMPLATE_ROWS[0] as RowValues) };
const refusal = (status: number, code: string) =>
  Object.assign(new Error(code), { response: { status, data: { detail: { code, message: '' } } } });

const place = (street: string, latitude: number, longitude: number): GeocodeResult => ({
  street,
  street_kk: street,
  building: '10',
  city: 'almaty',
  city_name: 'Алматы',
  display_name: street,
  latitude,
  longitude,
  score: 100,
});

/** A stand-in platform: a few known streets, a zone check and car prices; it counts its calls. */
function platform(overrides: Partial<CheckApi> = {}) {
  const calls = { search: 0, validate: 0, tariffs: 0 };
  const api: CheckApi = {
    search: async (q) => {
      calls.search += 1;
      if (q.includes('абая')) return [place('проспект Абая', 43.2396, 76.9507)];
      if (q.includes('толе би')) return [place('улица Толе би', 43.25, 76.9)];
      if (q.includes('шымкент')) return [place('Шымкентская', 42.34, 69.59)];
      return [];
    },
    validate: async (latitude) => {
      calls.validate += 1;
      if (latitude < 43) throw refusal(400, 'WRONG_ADDRESS_ZONE');
      return { is_valid: true };
    },
    tariffs: async () => {
      calls.tariffs += 1;
      return {
        tariffs: [{ transport: 'CAR', price: 1450, is_unavailable: false }],
      } as unknown as RatesResponse;
    },
    ...overrides,
  };
  return { api, calls };
}

const services = (api: CheckApi, codTaskPrice: number | null = 0) =>
  createCheckServices(api, new AbortController().signal, codTaskPrice);

describe('local checks of a row', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['15000', 15000],
    ['15 000', 15000],
    ['15\u00a0000,00 ₸', 15000],
    ['15000 тг', 15000],
    ['1500.5', null],
    ['-5', null],
    ['пятьсот', null],
    ['10000001', null],
  ])('amount %j is %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('a valid row has no problem and its phones in E.164', () => {
    expect(checkRowLocally(valid)).toEqual({
      problems: [],
      senderPhone: '+77011110001',
      recipientPhone: '+77025550101',
      cod: 15000,
    });
  });

  it('names every missing field, bad phone, bad amount and overlong cell', () => {
    const { problems } = checkRowLocally({
      ...EMPTY_VALUES,
      senderAddress: 'проспект Абая 10',
      senderPhone: '12345',
      recipientContact: 'x'.repeat(201),
      codAmount: 'сто',
    });
    expect(problems).toEqual([
      { code: 'missing', field: 'recipientAddress' },
      { code: 'tooLong', field: 'recipientContact' },
      { code: 'missing', field: 'recipientPhone' },
      { code: 'badPhone', field: 'senderPhone' },
      { code: 'badAmount', field: 'codAmount' },
    ]);
  });
});

describe('the platform checks of a row', () => {
  it('geocodes both addresses, checks the zone and prices the route by car (+ the payment task)', async () => {
    const { api } = platform();
    const check = await checkRow({ ...valid, recipientAddress: 'улица Толе би 59' }, services(api, 0));
    expect(check.problems).toEqual([]);
    expect(check.order).toMatchObject({
      sender: { street: 'проспект Абая', latitude: 43.2396 },
      recipient: { street: 'улица Толе би' },
      cod: 15000,
      price: 1450,
    });
  });

  it('an address the gazetteer does not know, and one outside the zone, are said beside their cell', async () => {
    const { api } = platform();
    const unknown = await checkRow({ ...valid, recipientAddress: 'улица Несуществующая 1' }, services(api));
    expect(unknown).toEqual({
      problems: [{ code: 'addressNotFound', field: 'recipientAddress' }],
      order: null,
    });
    const outside = await checkRow({ ...valid, recipientAddress: 'Шымкент, Тауке хана 1' }, services(api));
    expect(outside.problems).toEqual([{ code: 'outsideZone', field: 'recipientAddress' }]);
  });

  it('reports local and platform problems at once', async () => {
    const { api } = platform();
    const check = await checkRow(
      { ...valid, senderPhone: '555', recipientAddress: 'нет такой улицы' },
      services(api),
    );
    expect(check.problems).toEqual([
      { code: 'badPhone', field: 'senderPhone' },
      { code: 'addressNotFound', field: 'recipientAddress' },
    ]);
  });

  it('sender and recipient in different cities, no tariff, and a failure of the platform', async () => {
    const cities = platform({
      tariffs: async () => {
        throw refusal(400, 'WRONG_ADDRESS_COORDINATE');
      },
    });
    expect((await checkRow(valid, services(cities.api))).problems).toEqual([
      { code: 'differentCities', field: null },
    ]);
    const down = platform({
      search: async () => {
        throw new Error('Network Error');
      },
    });
    expect((await checkRow(valid, services(down.api))).problems).toEqual([
      { code: 'checkFailed', field: null },
    ]);
    expect((await checkRow({ ...valid, codAmount: '100' }, services(platform().api, null))).problems).toEqual(
      [{ code: 'codUnavailable', field: 'codAmount' }],
    );
  });

  it('asks the platform once per address, coordinate and route of a file; a failed answer is asked again', async () => {
    const { api, calls } = platform();
    const shared = services(api);
    await Promise.all(Array.from({ length: 50 }, () => checkRow(valid, shared)));
    expect(calls).toEqual({ search: 2, validate: 2, tariffs: 1 });

    let failures = 1;
    const flaky = platform({
      tariffs: async () => {
        if (failures-- > 0) throw new Error('Network Error');
        return {
          tariffs: [{ transport: 'CAR', price: 900, is_unavailable: false }],
        } as unknown as RatesResponse;
      },
    });
    const again = services(flaky.api);
    expect((await checkRow(valid, again)).problems).toEqual([{ code: 'checkFailed', field: null }]);
    expect((await checkRow(valid, again)).order?.price).toBe(900);
  });
});
