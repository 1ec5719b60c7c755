/**
 * Sandbox extension beyond §7: the company's employees (§2 /employers). Anyone of the company sees
 * the list; the owner, with the cabinet session, invites and removes (domain/employees.ts).
 */
import type { FastifyInstance } from 'fastify';
import { inviteEmployeeRequestSchema } from '../contract';
import type { Ctx } from '../context';
import { inviteEmployee, listEmployees, removeEmployee } from '../domain/employees';
import { requireAuth, requireCompany, requireSession } from '../http/auth';
import { parse, parseId } from '../http/validate';

export function registerEmployees(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.get('/rocket/v0/business/employees', auth, async (req) => {
    const companyId = requireCompany(req);
    return { results: await listEmployees(db, companyId, requireAuth(req).userId) };
  });

  app.post('/rocket/v0/business/employees', auth, async (req, reply) => {
    const { userId } = requireSession(req);
    const companyId = requireCompany(req);
    const body = parse(inviteEmployeeRequestSchema, req.body);
    return reply.code(201).send(await inviteEmployee(db, companyId, userId, body));
  });

  app.delete('/rocket/v0/business/employees/:id', auth, async (req, reply) => {
    const { userId } = requireSession(req);
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'EMPLOYEE_NOT_FOUND');
    await removeEmployee(db, companyId, userId, id);
    return reply.code(204).send();
  });
}
