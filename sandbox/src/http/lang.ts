import type { FastifyRequest } from 'fastify';
import type { Lang } from '../contract';

/** kk when Accept-Language (or ?lang) asks for Kazakh, else ru. */
export function langOf(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'kk' || q === 'ru') return q;
  const h = String(req.headers['accept-language'] ?? '').toLowerCase();
  return h.startsWith('kk') ? 'kk' : 'ru';
}
