/**
 * Sandbox extension beyond §7: the company's client tokens (issued by get-jwt-token with the cabinet
 * session, platform-auth.ts), listed and revoked with the cabinet session only.
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { listClientTokens, revokeClientToken } from '../domain/client-tokens';
import { requireCompany, requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { parseId } from '../http/validate';

export function registerClientTokens(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.get('/rocket/v0/common/client-tokens', auth, async (req) => {
    requireSession(req);
    return { results: await listClientTokens(db, requireCompany(req)) };
  });

  app.delete('/rocket/v0/common/client-tokens/:id', auth, async (req, reply) => {
    requireSession(req);
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'CLIENT_TOKEN_NOT_FOUND');
    if (!(await revokeClientToken(db, companyId, id))) throw new ApiError(404, 'CLIENT_TOKEN_NOT_FOUND');
    return reply.code(204).send();
  });
}
