import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

import type { ReportFormat } from '@cabinet/shared/contract';

import { generateReport, type ReportQuery, type ReportReceived } from '../../../entities/report';
import { reportFileName } from '../lib/file-name';

export interface DownloadRequest {
  query: ReportQuery;
  format: ReportFormat;
  /** Orders in the report's range, when known: none means no file. */
  count: number | null;
}

export type DownloadState =
  | { status: 'idle' }
  /**
   * `progress`: the percent received, when the server says the file's size; `received`: its bytes
   * so far (0 before the first), which is all a compressed answer tells.
   */
  | { status: 'preparing'; file: string; progress: number | null; received: number }
  | { status: 'done'; file: string }
  | { status: 'empty' }
  | { status: 'failed' };

/** "Download" was pressed. */
export const downloadClicked = createEvent<DownloadRequest>();
/** The report on screen changed: an old message no longer applies. */
export const downloadReset = createEvent();
const progressed = createEvent<ReportReceived>();

export const generateFileFx = createEffect(async ({ query, format }: DownloadRequest) => {
  const onProgress = scopeBind(progressed, { safe: true });
  const blob = await generateReport({ ...query, format, onProgress });
  return { blob, file: reportFileName(query.kind, query, format) };
});

/** Hands the file to the browser as a download. */
export const saveFileFx = createEffect(({ blob, file }: { blob: Blob; file: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL need not outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});

export const $download = createStore<DownloadState>({ status: 'idle' }).reset(downloadReset);

const busy = $download.map((state) => state.status === 'preparing');

const accepted = sample({
  clock: downloadClicked,
  source: busy,
  filter: (isBusy) => !isBusy,
  fn: (_, request) => request,
});
/** An empty range says so instead of making an empty file. */
$download.on(sample({ clock: accepted, filter: ({ count }) => count === 0 }), (): DownloadState => ({
  status: 'empty',
}));
const started = sample({ clock: accepted, filter: ({ count }) => count !== 0 });
$download.on(started, (_, { query, format }): DownloadState => ({
  status: 'preparing',
  file: reportFileName(query.kind, query, format),
  progress: null,
  received: 0,
}));
sample({ clock: started, target: generateFileFx });

$download.on(progressed, (state, { bytes, share }) =>
  state.status === 'preparing'
    ? { ...state, progress: share === null ? null : Math.round(share * 100), received: bytes }
    : state,
);
$download.on(generateFileFx.doneData, (_, { file }): DownloadState => ({ status: 'done', file }));
$download.on(generateFileFx.fail, (): DownloadState => ({ status: 'failed' }));
sample({ clock: generateFileFx.doneData, target: saveFileFx });
