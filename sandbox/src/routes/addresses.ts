/** Saved addresses and the geocoder. */
import type { FastifyInstance } from 'fastify';
import { addressInputSchema, addressListQuerySchema, geocodeQuerySchema } from '../contract';
import type { Ctx } from '../context';
import { requireAuth, requireCompany } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { parse, parseId } from '../http/validate';
import { geocode } from '../domain/gazetteer';
import { cityOf } from '../domain/geo';
import type { AddressRow } from '../domain/rows';
import { addressView } from '../domain/rows';

const MAX_ADDRESSES = 500;

export function registerAddresses(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.get('/rocket/v0/common/addresses', auth, async (req) => {
    const companyId = requireCompany(req);
    const q = parse(addressListQuerySchema, req.query);
    const rows =
      q.is_customer === undefined
        ? await db.query<AddressRow>('SELECT * FROM addresses WHERE company_id = $1 ORDER BY id LIMIT $2', [
            companyId,
            MAX_ADDRESSES,
          ])
        : await db.query<AddressRow>(
            'SELECT * FROM addresses WHERE company_id = $1 AND is_customer = $2 ORDER BY id LIMIT $3',
            [companyId, q.is_customer === 'true', MAX_ADDRESSES],
          );
    return { results: rows.map(addressView) };
  });

  app.get('/rocket/v0/common/addresses/search', auth, async (req) => {
    requireAuth(req);
    const q = parse(geocodeQuerySchema, req.query);
    // Nothing that could be a street name (only punctuation): the query cannot be parsed.
    if (!/[\p{L}\p{N}]/u.test(q.q)) throw badRequest('BEAUTIFUL_PARSING');
    return { results: geocode(q.q, q.city, q.limit) };
  });

  const write = async (companyId: number, raw: unknown, id: number | null) => {
    const a = parse(addressInputSchema, raw);
    const city = cityOf({ lat: a.latitude, lon: a.longitude });
    if (city === null) throw badRequest('WRONG_ADDRESS_ZONE');
    const params = [
      companyId,
      a.street,
      a.building,
      a.entrance,
      a.floor,
      a.apartment,
      a.intercom,
      a.extra_info,
      a.latitude,
      a.longitude,
      city,
      a.contact_name,
      a.phone_number,
      a.is_customer,
      a.max_order_distance,
    ];
    if (id === null) {
      const count = (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE company_id = $1', [
          companyId,
        ])
      )[0];
      if ((count?.n ?? 0) >= MAX_ADDRESSES)
        throw new ApiError(400, 'VALIDATION_ERROR', 'Слишком много адресов', {
          _: `Не больше ${MAX_ADDRESSES}`,
        });
      return (
        await db.query<AddressRow>(
          `INSERT INTO addresses (company_id, street, building, entrance, floor, apartment, intercom, extra_info, latitude, longitude, city, contact_name, phone_number, is_customer, max_order_distance)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) RETURNING *`,
          params,
        )
      )[0] as AddressRow;
    }
    const row = (
      await db.query<AddressRow>(
        `UPDATE addresses SET street=$2, building=$3, entrance=$4, floor=$5, apartment=$6, intercom=$7, extra_info=$8, latitude=$9, longitude=$10,
           city=$11, contact_name=$12, phone_number=$13, is_customer=$14, max_order_distance=$15
         WHERE company_id = $1 AND id = $16 RETURNING *`,
        [...params, id],
      )
    )[0];
    if (!row) throw new ApiError(404, 'ADDRESS_NOT_FOUND');
    return row;
  };

  app.post('/rocket/v0/common/addresses', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    return reply.code(201).send(addressView(await write(companyId, req.body, null)));
  });

  app.put('/rocket/v0/common/addresses/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'ADDRESS_NOT_FOUND');
    return addressView(await write(companyId, req.body, id));
  });
}
