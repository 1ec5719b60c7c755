import { ENDPOINT_ROUTES, endpointPath, type City, type EndpointName } from '@cabinet/shared/contract';

/**
 * The API guide is written from the contract the cabinet itself calls (shared/src/contract): the
 * paths and methods come from ENDPOINT_ROUTES; the field list and the examples are checked against
 * the request schemas by the tests, so the guide cannot drift from the platform. The page itself
 * carries no schema: zod and the contract's schemas were a third of /integration's first load.
 */

const PLACES: Record<City, { sender: Place; recipient: Place }> = {
  almaty: {
    sender: { street: 'проспект Абая', building: '10', latitude: 43.239657, longitude: 76.950743 },
    recipient: { street: 'проспект Достык', building: '97', latitude: 43.23411, longitude: 76.958362 },
  },
  astana: {
    sender: { street: 'улица Кенесары', building: '40', latitude: 51.165207, longitude: 71.425618 },
    recipient: { street: 'проспект Туран', building: '37', latitude: 51.12057, longitude: 71.404527 },
  },
};

interface Place {
  street: string;
  building: string;
  latitude: number;
  longitude: number;
}

/** Step 1: the price of a route (POST tariffs): the points as latitude and longitude. */
export function tariffsExample(city: City) {
  const { sender, recipient } = PLACES[city];
  return {
    points: [
      { latitude: sender.latitude, longitude: sender.longitude },
      { latitude: recipient.latitude, longitude: recipient.longitude },
    ],
  };
}

/** Step 2: the order (POST groups) with the tariff id of step 1's answer. */
export function createOrderExample(city: City) {
  const { sender, recipient } = PLACES[city];
  return {
    tariff_id: 123,
    points: [
      {
        address: sender,
        contact_info: { phone_number: '+77011234567', contact_name: 'Склад' },
      },
      {
        address: { ...recipient, apartment: '12' },
        contact_info: { phone_number: '+77027654321', contact_name: 'Асель' },
      },
    ],
    comment: 'Позвонить за 10 минут',
  };
}

/** A shell-safe single-quoted word. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command of one call of the contract, with the token's place marked. */
export function curlOf(
  baseUrl: string,
  name: EndpointName,
  body: unknown,
  token: string,
  idempotencyKey?: string,
): string {
  const endpoint = ENDPOINT_ROUTES[name];
  const url = `${baseUrl.replace(/\/+$/, '')}${endpointPath(name)}`;
  const lines = [
    `curl -X ${endpoint.method} ${quote(url)}`,
    `  -H ${quote(`Authorization: Bearer ${token}`)}`,
    `  -H ${quote('Content-Type: application/json')}`,
    `  -H ${quote('Accept-Language: ru')}`,
    ...(idempotencyKey ? [`  -H ${quote(`X-Idempotency-Key: ${idempotencyKey}`)}`] : []),
    `  -d ${quote(JSON.stringify(body, null, 2))}`,
  ];
  return lines.join(' \\\n');
}

/** A top-level field of a request body, and whether it may be left out. */
export interface BodyField {
  name: string;
  required: boolean;
}

/**
 * The fields of the order-creation body (ENDPOINTS.createGroup.body), in the schema's order: a test
 * reads them from the schema and fails when the two differ.
 */
export const CREATE_ORDER_FIELDS: readonly BodyField[] = [
  { name: 'tariff_id', required: true },
  { name: 'points', required: true },
  { name: 'delivery_time_type', required: false },
  { name: 'datetime', required: false },
  { name: 'payment_type', required: false },
  { name: 'card_token', required: false },
  { name: 'comment', required: false },
  { name: 'is_urgent', required: false },
];
