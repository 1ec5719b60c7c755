import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { $lang, $runtimeConfig } from '@cabinet/shared';
import type { Banner } from '@cabinet/shared/contract';

import type { Tracking } from '../../../entities/order';

export class TrackingNotFoundError extends Error {
  constructor() {
    super('TRACKING_NOT_FOUND');
  }
}

/** Beyond the spec: the platform answers 410 TRACKING_EXPIRED some time after the order finished. */
export class TrackingExpiredError extends Error {
  constructor() {
    super('TRACKING_EXPIRED');
  }
}

const publicUrl = (path: string) => `${$runtimeConfig.getState()?.deliveryApiUrl ?? ''}${path}`;
const publicHeaders = () => ({ Accept: 'application/json', 'Accept-Language': $lang.getState() });

/**
 * GET /rocket/v0/tracking/{token}: public, so it goes around the signed-in client and its error
 * modal — this page explains an unknown or expired link itself.
 */
export async function requestTracking(token: string): Promise<Tracking> {
  const response = await fetch(publicUrl(`/rocket/v0/tracking/${encodeURIComponent(token)}`), {
    headers: publicHeaders(),
  });
  if (response.status === 404) throw new TrackingNotFoundError();
  if (response.status === 410) throw new TrackingExpiredError();
  if (!response.ok) throw new Error(`tracking answered ${response.status}`);
  return (await response.json()) as Tracking;
}

/**
 * The tracking banner (§7 business/banners) for whoever holds the link, signed in or not: the
 * tracking token stands in for the JWT (beyond the spec). Any failure only means no banner.
 */
export async function requestTrackingBanner(token: string): Promise<Banner | null> {
  const response = await fetch(
    publicUrl(`/rocket/v0/business/banners?tracking_token=${encodeURIComponent(token)}`),
    { headers: publicHeaders() },
  );
  if (!response.ok) return null;
  const answer = (await response.json()) as { results: Banner[] };
  return answer.results.find((banner) => banner.placement === 'tracking') ?? null;
}

export const TRACKING_REFRESH_MS = 10_000;

export const trackingOpened = createEvent<string>();
export const trackingTicked = createEvent();
export const retryClicked = createEvent();

export const fetchTrackingFx = createEffect(requestTracking);
export const fetchBannerFx = createEffect(requestTrackingBanner);

const $token = createStore('').on(trackingOpened, (_, token) => token);
export const $tracking = createStore<Tracking | null>(null)
  .on(fetchTrackingFx.doneData, (_, tracking) => tracking)
  .reset(trackingOpened);
type TrackingStatus = 'loading' | 'ready' | 'not-found' | 'expired' | 'error';
export const $status = createStore<TrackingStatus>('loading')
  .on(trackingOpened, () => 'loading')
  .on(fetchTrackingFx.done, () => 'ready')
  .on(fetchTrackingFx.fail, (status, { error }) => {
    if (error instanceof TrackingNotFoundError) return 'not-found';
    if (error instanceof TrackingExpiredError) return 'expired';
    return status === 'ready' ? 'ready' : 'error';
  });
/** The tracking banner of the link's page; null until it arrives or when there is none. */
export const $banner = createStore<Banner | null>(null)
  .on(fetchBannerFx.doneData, (_, banner) => banner)
  .reset(trackingOpened);

sample({ clock: trackingOpened, filter: Boolean, target: fetchTrackingFx });
/**
 * Whether the page still has something to wait for: a link the platform does not know (or no longer
 * honours) will not come back, and a delivered or cancelled order will not change any more.
 */
export const $polling = combine(
  $status,
  $tracking,
  (status, tracking) =>
    status !== 'not-found' &&
    status !== 'expired' &&
    tracking?.state !== 'delivered' &&
    tracking?.state !== 'cancelled',
);

sample({
  clock: trackingTicked,
  source: { token: $token, polling: $polling, pending: fetchTrackingFx.pending },
  filter: ({ token, polling, pending }) => Boolean(token) && polling && !pending,
  fn: ({ token }) => token,
  target: fetchTrackingFx,
});
sample({
  clock: retryClicked,
  source: { token: $token, pending: fetchTrackingFx.pending },
  filter: ({ token, pending }) => Boolean(token) && !pending,
  fn: ({ token }) => token,
  target: fetchTrackingFx,
});
sample({ clock: trackingOpened, filter: Boolean, target: fetchBannerFx });
