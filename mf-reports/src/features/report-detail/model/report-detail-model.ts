import { createEffect, createEvent, createStore, sample } from 'effector';

import type { ReportKind } from '@cabinet/shared/contract';

import { fetchReportDetail, type ReportDetail } from '../../../entities/report';

export interface DetailTarget {
  kind: ReportKind;
  id: number;
  /** The order's number, for the heading while its detail loads. */
  number: string;
}

export type DetailStatus = 'loading' | 'ready' | 'failed';

/** A row of a report was opened. */
export const detailOpened = createEvent<DetailTarget>();
/** The detail was closed (its button, or another report on screen). */
export const detailClosed = createEvent();
export const detailRetried = createEvent();

export const fetchDetailFx = createEffect(({ kind, id }: DetailTarget) => fetchReportDetail(kind, id));

export const $target = createStore<DetailTarget | null>(null)
  .on(detailOpened, (_, target) => target)
  .reset(detailClosed);
export const $detail = createStore<ReportDetail | null>(null).reset([detailOpened, detailClosed]);
export const $detailStatus = createStore<DetailStatus>('loading')
  .on(detailOpened, () => 'loading')
  .on(detailRetried, () => 'loading');

const same = (target: DetailTarget | null, other: DetailTarget) =>
  target !== null && target.kind === other.kind && target.id === other.id;

sample({ clock: detailOpened, target: fetchDetailFx });
sample({
  clock: detailRetried,
  source: $target,
  filter: (target): target is DetailTarget => target !== null,
  target: fetchDetailFx,
});

const arrived = sample({
  clock: fetchDetailFx.done,
  source: $target,
  filter: (target, { params }) => same(target, params),
  fn: (_, { result }) => result,
});
$detail.on(arrived, (_, detail) => detail);
$detailStatus.on(arrived, () => 'ready');
$detailStatus.on(
  sample({
    clock: fetchDetailFx.fail,
    source: $target,
    filter: (target, { params }) => same(target, params),
  }),
  () => 'failed',
);
