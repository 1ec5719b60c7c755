/** Warehouses (branches): paged list, get, create, update, delete (soft). */
import type { FastifyInstance } from 'fastify';
import { branchInputSchema, pageQuerySchema, type Branch } from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { parse, parseId } from '../http/validate';
import { cityOf } from '../domain/geo';
import type { BranchRow } from '../domain/rows';
import { branchView } from '../domain/rows';

/** A branch row with the address parts of migration 6 (entrance, floor, apartment, intercom). */
type StoredBranch = BranchRow & { entrance: string; floor: string; apartment: string; intercom: string };

/** The answer for a branch: its view and where the courier goes in. */
const branchAnswer = (row: StoredBranch): Branch => ({
  ...branchView(row),
  entrance: row.entrance,
  floor: row.floor,
  apartment: row.apartment,
  intercom: row.intercom,
});

export function registerBranches(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };
  const idOf = (params: unknown) => parseId((params as { id: string }).id, 'BRANCH_NOT_FOUND');

  app.get('/rocket/v0/business/branches', auth, async (req) => {
    const companyId = requireCompany(req);
    const q = parse(pageQuerySchema, req.query);
    const count =
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM branches WHERE company_id = $1 AND NOT deleted',
          [companyId],
        )
      )[0]?.n ?? 0;
    const offset = (q.page - 1) * q.page_size;
    const rows = await db.query<StoredBranch>(
      `SELECT * FROM branches WHERE company_id = $1 AND NOT deleted ORDER BY id LIMIT ${q.page_size} OFFSET ${offset}`,
      [companyId],
    );
    return {
      count,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < count ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: rows.map(branchAnswer),
    };
  });

  app.get('/rocket/v0/business/branches/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const row = (
      await db.query<StoredBranch>(
        'SELECT * FROM branches WHERE id = $1 AND company_id = $2 AND NOT deleted',
        [idOf(req.params), companyId],
      )
    )[0];
    if (!row) throw new ApiError(404, 'BRANCH_NOT_FOUND');
    return branchAnswer(row);
  });

  const input = (raw: unknown) => {
    const b = parse(branchInputSchema, raw);
    const city = cityOf({ lat: b.latitude, lon: b.longitude });
    if (city === null) throw badRequest('WRONG_ADDRESS_ZONE');
    return [
      b.name,
      b.street,
      b.building,
      b.entrance,
      b.floor,
      b.apartment,
      b.intercom,
      b.latitude,
      b.longitude,
      city,
      b.contact_name,
      b.phone_number,
      b.working_hours,
      b.comment,
    ];
  };

  app.post('/rocket/v0/business/branches', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    const values = input(req.body);
    const row = (
      await db.query<StoredBranch>(
        `INSERT INTO branches (company_id, name, street, building, entrance, floor, apartment, intercom, latitude, longitude, city,
           contact_name, phone_number, working_hours, comment)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) RETURNING *`,
        [companyId, ...values],
      )
    )[0] as StoredBranch;
    return reply.code(201).send(branchAnswer(row));
  });

  app.put('/rocket/v0/business/branches/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = idOf(req.params);
    const values = input(req.body);
    const row = (
      await db.query<StoredBranch>(
        `UPDATE branches SET name=$3, street=$4, building=$5, entrance=$6, floor=$7, apartment=$8, intercom=$9, latitude=$10,
           longitude=$11, city=$12, contact_name=$13, phone_number=$14, working_hours=$15, comment=$16, updated_at=now()
         WHERE id = $1 AND company_id = $2 AND NOT deleted RETURNING *`,
        [id, companyId, ...values],
      )
    )[0];
    if (!row) throw new ApiError(404, 'BRANCH_NOT_FOUND');
    return branchAnswer(row);
  });

  app.delete('/rocket/v0/business/branches/:id', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    const rows = await db.query(
      'UPDATE branches SET deleted = TRUE, updated_at = now() WHERE id = $1 AND company_id = $2 AND NOT deleted RETURNING id',
      [idOf(req.params), companyId],
    );
    if (rows.length === 0) throw new ApiError(404, 'BRANCH_NOT_FOUND');
    return reply.code(204).send();
  });
}
