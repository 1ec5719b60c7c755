import { createEffect, createEvent, createStore, sample } from 'effector';

import { $authToken, $lang, $runtimeConfig } from '@cabinet/shared';
import type { Banner } from '@cabinet/shared/contract';

import { fetchBanners, type Tracking } from '../../../entities/order';

export class TrackingNotFoundError extends Error {
  constructor() {
    super('TRACKING_NOT_FOUND');
  }
}

/**
 * GET /rocket/v0/tracking/{token}: public, so it goes around the signed-in client and its error
 * modal — this page explains an unknown or expired link itself.
 */
export async function requestTracking(token: string): Promise<Tracking> {
  const base = $runtimeConfig.getState()?.deliveryApiUrl ?? '';
  const response = await fetch(`${base}/rocket/v0/tracking/${encodeURIComponent(token)}`, {
    headers: { Accept: 'application/json', 'Accept-Language': $lang.getState() },
  });
  if (response.status === 404) throw new TrackingNotFoundError();
  if (!response.ok) throw new Error(`tracking answered ${response.status}`);
  return (await response.json()) as Tracking;
}

export const TRACKING_REFRESH_MS = 10_000;

export const trackingOpened = createEvent<string>();
export const trackingTicked = createEvent();
export const retryClicked = createEvent();

export const fetchTrackingFx = createEffect(requestTracking);
export const fetchBannersFx = createEffect(fetchBanners);

export const $token = createStore('').on(trackingOpened, (_, token) => token);
export const $tracking = createStore<Tracking | null>(null)
  .on(fetchTrackingFx.doneData, (_, tracking) => tracking)
  .reset(trackingOpened);
export type TrackingStatus = 'loading' | 'ready' | 'not-found' | 'error';
export const $status = createStore<TrackingStatus>('loading')
  .on(trackingOpened, () => 'loading')
  .on(fetchTrackingFx.done, () => 'ready')
  .on(fetchTrackingFx.fail, (status, { error }) =>
    error instanceof TrackingNotFoundError ? 'not-found' : status === 'ready' ? 'ready' : 'error',
  );
/** The tracking banner (§7 business/banners), only for a signed-in viewer: the call needs a JWT. */
export const $banner = createStore<Banner | null>(null).on(
  fetchBannersFx.doneData,
  (_, banners) => banners.find((banner) => banner.placement === 'tracking') ?? null,
);

sample({ clock: trackingOpened, filter: Boolean, target: fetchTrackingFx });
sample({
  clock: [trackingTicked, retryClicked],
  source: { token: $token, tracking: $tracking, pending: fetchTrackingFx.pending },
  filter: ({ token, tracking, pending }) =>
    Boolean(token) && !pending && tracking?.state !== 'delivered' && tracking?.state !== 'cancelled',
  fn: ({ token }) => token,
  target: fetchTrackingFx,
});
sample({
  clock: trackingOpened,
  source: { token: $authToken, banner: $banner },
  filter: ({ token, banner }) => Boolean(token) && banner === null,
  target: fetchBannersFx,
});
