/** Delivery ratings. */
import type { FastifyInstance } from 'fastify';
import { estimateRequestSchema } from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { langOf } from '../http/lang';
import { parse } from '../http/validate';
import { GRADE_TAGS } from '../domain/catalogues';
import { findGroup } from '../domain/rows';

export function registerGrades(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.get('/rocket/v0/grades/tags', auth, async (req) => {
    requireCompany(req);
    const kk = langOf(req) === 'kk';
    return { results: GRADE_TAGS.map((t) => ({ id: t.id, name: kk ? t.kk : t.ru, ratings: t.ratings })) };
  });

  app.post('/rocket/v0/grades/estimate', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    const body = parse(estimateRequestSchema, req.body);
    const unknown = body.tags.filter((id) => !GRADE_TAGS.some((t) => t.id === id));
    if (unknown.length > 0)
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        tags: `Неизвестные теги: ${unknown.join(', ')}`,
      });
    const g = await findGroup(db, companyId, body.group_id);
    if (!g) throw new ApiError(404, 'GROUP_DOES_NOT_EXIST');
    if (g.state !== 'delivered') throw badRequest('ORDER_NOT_DELIVERED');
    const rows = await db.query<{ id: number; created_at: Date }>(
      `INSERT INTO grades (group_id, company_id, rating, tags, comment) VALUES ($1,$2,$3,$4::jsonb,$5)
       ON CONFLICT (group_id) DO NOTHING RETURNING id, created_at`,
      [g.id, companyId, body.rating, JSON.stringify(body.tags), body.comment],
    );
    const row = rows[0];
    if (!row) throw badRequest('GRADE_ALREADY_EXISTS');
    return reply.code(201).send({
      id: row.id,
      group_id: g.id,
      rating: body.rating,
      tags: body.tags,
      comment: body.comment,
      created_at: new Date(row.created_at).toISOString(),
    });
  });
}
