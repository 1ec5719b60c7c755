import { ENDPOINTS } from '@cabinet/shared/contract';

import { integrationKk } from '../../../shared/i18n/integration-kk';
import { integrationRu } from '../../../shared/i18n/integration-ru';
import { CREATE_ORDER_FIELDS, createOrderExample, curlOf, tariffsExample } from '../lib/guide';

describe('the API guide is the contract the cabinet calls', () => {
  it.each(['almaty', 'astana'] as const)('its %s examples are valid requests of the contract', (city) => {
    expect(() => ENDPOINTS.tariffs.body.parse(tariffsExample(city))).not.toThrow();
    expect(() => ENDPOINTS.createGroup.body.parse(createOrderExample(city))).not.toThrow();
  });

  it('lists the fields of the order body as its schema has them, required ones marked', () => {
    const schema = ENDPOINTS.createGroup.body;
    expect(CREATE_ORDER_FIELDS).toEqual(
      Object.entries(schema.shape).map(([name, field]) => ({
        name,
        required: !field.safeParse(undefined).success,
      })),
    );
  });

  it('every field of the order body is explained in both languages, required ones marked', () => {
    const fields = CREATE_ORDER_FIELDS;
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'tariff_id',
      'points',
    ]);
    for (const { name } of fields) {
      expect(integrationRu).toHaveProperty(`field_${name}`);
      expect(integrationKk).toHaveProperty(`field_${name}`);
    }
  });

  it('the curl command takes the URL of the deployment and the path and method of the contract', () => {
    const command = curlOf(
      'https://api.example.kz/',
      'createGroup',
      createOrderExample('almaty'),
      'TOKEN',
      'k-1',
    );
    expect(command).toContain(`curl -X POST 'https://api.example.kz${ENDPOINTS.createGroup.path}'`);
    expect(command).toContain("-H 'Authorization: Bearer TOKEN'");
    expect(command).toContain("-H 'X-Idempotency-Key: k-1'");
    const body = /-d '([\s\S]*)'$/.exec(command)?.[1] ?? '';
    expect(JSON.parse(body)).toEqual(createOrderExample('almaty'));
  });
});
