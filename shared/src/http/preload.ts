import { CanceledError, type HttpRequestConfig } from './http-client';

/**
 * How long a request started ahead by a navigation waits for its page: the page asks for it within
 * a few hundred milliseconds of the click; an answer older than this is not handed out.
 */
export const PRELOAD_FRESH_MS = 3000;

interface Preloaded {
  answer: Promise<unknown>;
  startedAt: number;
}

const preloaded = new Map<string, Preloaded>();

/** One name for the same call however its options were written (parameter order, method case). */
export function requestKey(config: HttpRequestConfig): string {
  const params = Object.entries(config.params ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return `${(config.method ?? 'get').toLowerCase()} ${config.url ?? ''}?${params.join('&')}`;
}

/** Keeps a started GET for the first identical request within PRELOAD_FRESH_MS. */
export function keepPreloaded(config: HttpRequestConfig, answer: Promise<unknown>, now = Date.now()): void {
  // Nobody may ever take it: its failure is the page's to show, not an unhandled rejection.
  answer.catch(() => undefined);
  preloaded.set(requestKey(config), { answer, startedAt: now });
}

/** The preloaded answer to this request, once; undefined when none is waiting or it is stale. */
export function takePreloaded<T>(config: HttpRequestConfig, now = Date.now()): Promise<T> | undefined {
  // Every platform call passes here: nothing started ahead (nearly always) costs nothing.
  if (preloaded.size === 0) return undefined;
  const key = requestKey(config);
  const entry = preloaded.get(key);
  if (!entry) return undefined;
  preloaded.delete(key);
  if (now - entry.startedAt > PRELOAD_FRESH_MS) return undefined;
  const { signal } = config;
  if (!signal) return entry.answer as Promise<T>;
  if (signal.aborted) return Promise.reject(new CanceledError());
  // The caller's cancel still cancels for the caller, as with a request of its own.
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(new CanceledError());
    signal.addEventListener('abort', cancel, { once: true });
    (entry.answer as Promise<T>)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', cancel));
  });
}

/** Forgets every preloaded answer: for tests (a sign-out leaves the page, which forgets them too). */
export function clearPreloaded(): void {
  preloaded.clear();
}
