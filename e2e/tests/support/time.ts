import type { Page } from '@playwright/test';

/** The sandbox's test-mode header that pins "now" for one call (sandbox/README.md, Test mode). */
export const SANDBOX_NOW_HEADER = 'x-sandbox-now';

const HOUR_MS = 3_600_000;

/** The longest of the screens' live ticks: the orders list's 5 s (an open order's is 4 s). */
const LONGEST_LIVE_TICK_MS = 5_000;

/**
 * Brings a page's next live update now instead of waiting for it, so that a test of live updates
 * does not sit out each interval. Needs `page.clock.install()` before the page opened (the browser's
 * clock otherwise flows as usual): the clock jumps past every screen's interval, each fires once, and
 * its fetch, past the 3 s throttle, goes out and is answered by the sandbox for real.
 */
export const nextLiveTick = (page: Page): Promise<void> => page.clock.fastForward(LONGEST_LIVE_TICK_MS);

/** Almaty keeps UTC+5 all year. */
const ALMATY_OFFSET_MS = 5 * HOUR_MS;

/**
 * An Almaty wall-clock time on the Almaty day after today's (real time): always ahead of the real
 * clock, so the dispatcher leaves an order made at it alone, and its hour never depends on when the
 * suite runs.
 */
export function almatyTomorrowAt(hour: number, minute = 0): Date {
  const wall = new Date(Date.now() + ALMATY_OFFSET_MS + 24 * HOUR_MS);
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour, minute) - ALMATY_OFFSET_MS,
  );
}

/** Noon in Almaty: inside working hours (09:00–21:00, spec §5), far from both ends. */
export const workingHoursInstant = () => almatyTomorrowAt(12, 0);

/** 22:30 in Almaty: outside working hours; the next working morning is the day after. */
export const nightInstant = () => almatyTomorrowAt(22, 30);

/** `YYYY-MM-DD` of the Almaty day of an instant, `days` later. */
export function almatyDay(instant: Date, days = 0): string {
  return new Date(instant.getTime() + ALMATY_OFFSET_MS + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** `dd.mm.yyyy`, as a person types an ISO day into the date field. */
export const typedDay = (isoDay: string): string => isoDay.split('-').reverse().join('.');

const isSandbox = (url: URL) => url.port === '8090';

/**
 * Pins "now" for one page without touching the shared sandbox clock (parallel tests keep theirs):
 * the browser's Date returns `at`, and every call the page makes to the sandbox carries
 * `X-Sandbox-Now: at`, so the platform's working hours, planned-time limits and created_at agree
 * with what the page shows. Only sandbox calls get the header: the static app servers never see it.
 * Call before the first `page.goto`.
 */
export async function pinTime(page: Page, at: Date): Promise<void> {
  await page.clock.setFixedTime(at);
  const now = at.toISOString();
  await page.route(isSandbox, async (route) =>
    route.continue({ headers: { ...(await route.request().allHeaders()), [SANDBOX_NOW_HEADER]: now } }),
  );
}
