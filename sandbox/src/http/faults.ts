/** Fault injection (test mode only): latency, a chosen status/code, a dropped connection. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FaultInput } from '../contract';
import { ApiError, messageFor } from './errors';

export interface Fault extends FaultInput {
  id: number;
  hits: number;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const f: Fault = { ...input, id: this.nextId++, hits: 0 };
    this.faults.push(f);
    return f;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return [...this.faults];
  }

  match(method: string, path: string): Fault | null {
    for (const f of this.faults) {
      if (f.method && f.method.toUpperCase() !== method.toUpperCase()) continue;
      const hit = f.path.endsWith('*')
        ? path.startsWith(f.path.slice(0, -1))
        : path === f.path || (f.path.endsWith('/') && path.startsWith(f.path));
      if (!hit) continue;
      f.hits += 1;
      if (f.times !== undefined && f.hits >= f.times) this.faults = this.faults.filter((x) => x !== f);
      return f;
    }
    return null;
  }
}

export function registerFaults(
  app: FastifyInstance,
  registry: FaultRegistry,
  release: (req: FastifyRequest) => void,
): void {
  app.addHook('preHandler', async (req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (path.startsWith('/__sandbox/')) return;
    const f = registry.match(req.method, path);
    if (!f) return;
    if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
    if (f.drop) {
      req.skipIdempotencyStore = true;
      release(req);
      reply.hijack();
      req.raw.socket.destroy();
      return;
    }
    if (f.status !== undefined) {
      req.skipIdempotencyStore = true;
      const code = f.code ?? (f.status === 429 ? 'RATE_LIMITED' : 'INJECTED_FAULT');
      const headers: Record<string, string> =
        f.status === 429 ? { 'retry-after': String(f.retryAfter ?? 1) } : {};
      throw new ApiError(f.status, code, f.message ?? messageFor(code), undefined, headers);
    }
  });
}
