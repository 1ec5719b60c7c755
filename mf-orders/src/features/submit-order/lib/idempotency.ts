/**
 * Whether an attempt to create an order got a definitive answer, after which its idempotency key is
 * spent. The platform stores and replays every answer below 500 except 409 (the first attempt is
 * still running) and 429 (rate limited): replaying a stored refusal after, say, a top-up of the
 * balance would refuse again for ever. So a key is reused only when the previous attempt may still
 * have created the order and nobody knows: no answer (network error, timeout), 5xx, 409 or 429.
 */
export function isDefinitiveAnswer(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  if (typeof status !== 'number') return false;
  return status < 500 && status !== 409 && status !== 429;
}

/** The key for this body: the previous one while its attempt is undecided and the body is the same. */
export function idempotencyKeyFor(
  body: string,
  previous: { body: string; key: string } | null,
  newKey: () => string,
): string {
  return previous !== null && previous.body === body ? previous.key : newKey();
}
