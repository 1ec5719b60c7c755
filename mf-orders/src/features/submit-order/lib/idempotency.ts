import type { CreateGroupRequest } from '@cabinet/shared/contract';

import { buildCreateRequest, type DraftInput } from './build-request';

/** The key for this body: the previous one while its attempt is undecided and the body is the same. */
export function idempotencyKeyFor(
  json: string,
  previous: { json: string; key: string } | null,
  newKey: () => string,
): string {
  return previous !== null && previous.json === json ? previous.key : newKey();
}

/** An attempt to create an order whose outcome is not known yet. */
export interface PendingAttempt {
  /** The exact body sent: a retry sends it again, byte for byte, with the same key. */
  body: CreateGroupRequest;
  json: string;
  key: string;
  /** What the user ordered (see orderFingerprint). */
  order: string;
}

/**
 * What the user asked for, without the quote id (every price check gives a new one): the body with
 * the tariff's transport in place of its id. Equal fingerprints are the same order.
 */
export function orderFingerprint(draft: DraftInput): string {
  return JSON.stringify([draft.tariff?.transport ?? null, { ...buildCreateRequest(draft), tariff_id: 0 }]);
}

/** The draft still asks for the order of the undecided attempt: a retry, not a new order. */
export const isSameOrder = (attempt: PendingAttempt | null, draft: DraftInput): boolean =>
  attempt !== null && attempt.order === orderFingerprint(draft);
