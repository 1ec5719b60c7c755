import { readPlatformFailure } from './platform-failure';

/**
 * Whether an attempt to create orders (one order, or a batch of a file) got a definitive answer,
 * after which its idempotency key is spent (decision 0008). The platform stores and replays every
 * answer below 500 except 409 (the first attempt is still running) and 429 (rate limited):
 * replaying a stored refusal after, say, a top-up of the balance would refuse again for ever. So a
 * key is reused only when the previous attempt may still have created the orders and nobody knows:
 * no answer (network error, timeout), 5xx, 409 or 429.
 */
export function isDefinitiveAnswer(error: unknown): boolean {
  const { status } = readPlatformFailure(error);
  return status !== null && status < 500 && status !== 409 && status !== 429;
}
