/** Warehouses (branches): paged list, get, create, update, delete (soft). */
import type { FastifyInstance } from 'fastify';
import { branchInputSchema, pageQuerySchema } from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { parse, parseId } from '../http/validate';
import { cityOf } from '../domain/geo';
import type { BranchRow } from '../domain/rows';
import { branchView } from '../domain/rows';

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
    const rows = await db.query<BranchRow>(
      `SELECT * FROM branches WHERE company_id = $1 AND NOT deleted ORDER BY id LIMIT ${q.page_size} OFFSET ${offset}`,
      [companyId],
    );
    return {
      count,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < count ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: rows.map(branchView),
    };
  });

  app.get('/rocket/v0/business/branches/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const row = (
      await db.query<BranchRow>('SELECT * FROM branches WHERE id = $1 AND company_id = $2 AND NOT deleted', [
        idOf(req.params),
        companyId,
      ])
    )[0];
    if (!row) throw new ApiError(404, 'BRANCH_NOT_FOUND');
    return branchView(row);
  });

  const input = (raw: unknown) => {
    const b = parse(branchInputSchema, raw);
    const city = cityOf({ lat: b.latitude, lon: b.longitude });
    if (city === null) throw badRequest('WRONG_ADDRESS_ZONE');
    return [
      b.name,
      b.street,
      b.building,
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
      await db.query<BranchRow>(
        `INSERT INTO branches (company_id, name, street, building, latitude, longitude, city, contact_name, phone_number, working_hours, comment)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING *`,
        [companyId, ...values],
      )
    )[0] as BranchRow;
    return reply.code(201).send(branchView(row));
  });

  app.put('/rocket/v0/business/branches/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = idOf(req.params);
    const values = input(req.body);
    const row = (
      await db.query<BranchRow>(
        `UPDATE branches SET name=$3, street=$4, building=$5, latitude=$6, longitude=$7, city=$8, contact_name=$9, phone_number=$10,
           working_hours=$11, comment=$12, updated_at=now()
         WHERE id = $1 AND company_id = $2 AND NOT deleted RETURNING *`,
        [id, companyId, ...values],
      )
    )[0];
    if (!row) throw new ApiError(404, 'BRANCH_NOT_FOUND');
    return branchView(row);
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
