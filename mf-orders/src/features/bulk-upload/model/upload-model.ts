import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

import { $user, balanceUpdated, i18n, signedOut, toastShown } from '@cabinet/shared';
import { isDefinitiveAnswer, readPlatformFailure, type City } from '@cabinet/shared/contract';
import { formDraftKey, keepFormDraftFx, readFormDraftFx } from '@cabinet/shared/form-draft';
import { newRequestId } from '@cabinet/shared/http';

import { $companyCity, deliveryZonesRequested } from '../../../entities/delivery-zone';
import { $taskCatalogue, $taskCatalogueSettled, taskCatalogueRequested } from '../../../entities/task';
import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { checkApi, fetchBalance, uploadOrders, type UploadAnswer } from '../api/upload-api';
import { checkRow, createCheckServices, type CheckServices } from '../lib/check-row';
import type { RowValues } from '../lib/columns';
import type { FileProblem } from '../lib/file-problem';
import { readUploadFile, type ReadFile, type UploadFile } from '../lib/read-file';
import { runPool } from '../lib/run-pool';
import { buildBatches, type ReadyRow, type UploadBatch, type UploadBody } from '../lib/upload-batches';
import { readUploadDraft, UPLOAD_DRAFT_NAME, type UploadDraft } from '../lib/upload-draft';
import {
  applyChecks,
  summarise,
  type CheckResult,
  type PreviewRow,
  type RowFilter,
  type RowResult,
} from './preview-row';

/** Rows checked at once: the browser's six connections to the platform, one call of each row at a time. */
export const CHECK_CONCURRENCY = 6;
/** How often finished checks reach the screen: often enough for the progress bar, rarely enough to stay smooth. */
const CHECK_FLUSH_MS = 120;

// --- events -------------------------------------------------------------------------------------

/** The integration page is on screen: the company's city and the task catalogue are asked for. */
export const uploadOpened = createEvent();
export const fileChosen = createEvent<UploadFile>();
/** "Загрузить другой файл": the preview (or the result) is put away. */
export const fileCleared = createEvent();
/** The page was left in the app (the user was asked first): a preview not being uploaded is put away. */
export const uploadClosed = createEvent();
export const rowEditStarted = createEvent<number>();
export const rowEditCancelled = createEvent();
export const rowEditSaved = createEvent<{ id: number; values: RowValues }>();
export const rowDropped = createEvent<number>();
export const rowRestored = createEvent<number>();
/** Every row with a problem is left out at once. */
export const invalidRowsDropped = createEvent();
/** Rows whose check failed for want of the platform are checked again. */
export const failedChecksRetried = createEvent();
export const filterChanged = createEvent<RowFilter>();
/** "Создать заказы". */
export const createPressed = createEvent();
/** "Повторить" after an upload call got no definitive answer. */
export const uploadRetried = createEvent();
/** Every call of the upload has a definitive answer. */
export const uploadFinished = createEvent();

const rowsChecked = createEvent<CheckResult[]>();
const nextBatchWanted = createEvent();
/** The preview the user had fixed, found in the tab's storage as the page opened (after a reload). */
const draftRestored = createEvent<UploadDraft>();

// --- effects ------------------------------------------------------------------------------------

export const readFileFx = createEffect(readUploadFile);

interface CheckSession {
  services: CheckServices;
  controller: AbortController;
}

/** One file's checks share one set of remembered answers and one way to stop them. */
export const startCheckSessionFx = createEffect(
  ({ city, codTaskPrice }: { city: City | null; codTaskPrice: number | null }): CheckSession => {
    const controller = new AbortController();
    return { controller, services: createCheckServices(checkApi(city), controller.signal, codTaskPrice) };
  },
);
export const stopCheckSessionFx = createEffect((session: CheckSession | null) => session?.controller.abort());

interface CheckJob {
  rows: ReadonlyArray<Pick<PreviewRow, 'id' | 'version' | 'values'>>;
  session: CheckSession;
}

/**
 * Checks rows with bounded concurrency; finished checks reach the stores in batches (never one render
 * per row), so a thousand rows keep the tab responsive.
 */
export const checkRowsFx = createEffect(async ({ rows, session }: CheckJob) => {
  const report = scopeBind(rowsChecked, { safe: true });
  let buffer: CheckResult[] = [];
  let flushedAt = Date.now();
  const flush = () => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    flushedAt = Date.now();
    report(batch);
  };
  await runPool(
    rows,
    CHECK_CONCURRENCY,
    (row) => checkRow(row.values, session.services),
    (row, check) => {
      buffer.push({ id: row.id, version: row.version, ...check });
      if (Date.now() - flushedAt >= CHECK_FLUSH_MS) flush();
    },
    session.controller.signal,
  );
  if (!session.controller.signal.aborted) flush();
});

export const uploadBatchFx = createEffect(({ body, key }: { index: number; body: UploadBody; key: string }) =>
  uploadOrders(body, key),
);
export const fetchBalanceFx = createEffect(fetchBalance);

// --- stores -------------------------------------------------------------------------------------

/** Only box-integration companies may upload (§6 is_kaspi_box). */
export const $uploadAllowed = $user.map((user) => user?.companyData?.is_kaspi_box === true);

export const $file = createStore<(Omit<ReadFile, 'rows'> & { name: string }) | null>(null);
export const $fileProblem = createStore<FileProblem | null>(null);
export const $reading = readFileFx.pending;
export const $rows = createStore<PreviewRow[]>([]);
export const $filter = createStore<RowFilter>('all');
export const $editingId = createStore<number | null>(null);
const $session = createStore<CheckSession | null>(null, { serialize: 'ignore' });

/** One upload's calls, frozen at "Create"; kept while any of them has no definitive answer. */
export const $attempt = createStore<{ key: string; batches: Array<UploadBatch & { done: boolean }> } | null>(
  null,
);
/** The last call got no definitive answer: nothing is sent until the user says "Повторить". */
export const $uploadStalled = createStore(false);
export const $rowResults = createStore<Record<number, RowResult>>({});
export const $uploadDone = createStore(false);
export const $uploading = uploadBatchFx.pending;

export const $summary = $rows.map(summarise);
export const $checkProgress = $rows.map((rows) => ({
  done: rows.reduce((count, row) => count + (row.state === 'checking' ? 0 : 1), 0),
  total: rows.length,
}));

/** Rows cannot change once an upload has begun. */
export const $locked = combine($attempt, $uploadDone, (attempt, done) => attempt !== null || done);

export const $canCreate = combine(
  $summary,
  $locked,
  (summary, locked) => !locked && summary.ready > 0 && summary.checking === 0 && summary.invalid === 0,
);

export const $visibleRows = combine($rows, $filter, (rows, filter) =>
  filter === 'all'
    ? rows
    : rows.filter((row) => (filter === 'dropped' ? row.dropped : !row.dropped && row.state === 'invalid')),
);

export const $editingRow = combine($rows, $editingId, (rows, id) =>
  id === null ? null : (rows.find((row) => row.id === id) ?? null),
);

export const $uploadProgress = combine($attempt, $rowResults, $uploadDone, (attempt, results, done) => {
  if (!attempt) return null;
  const total = attempt.batches.reduce((count, batch) => count + batch.rowIds.length, 0);
  return { done: Object.keys(results).length, total, finished: done };
});

const $codTask = $taskCatalogue.map(
  (catalogue) => catalogue.find((task) => task.code === 'on_delivery_payment') ?? null,
);

// --- opening and reading a file -----------------------------------------------------------------

sample({ clock: uploadOpened, target: [deliveryZonesRequested, taskCatalogueRequested] });

const fileWanted = sample({ clock: fileChosen, filter: $locked.map((locked) => !locked) });
sample({ clock: fileWanted, target: readFileFx });
sample({ clock: [fileWanted, fileCleared, signedOut], source: $session, target: stopCheckSessionFx });

const reset = [fileWanted, fileCleared, signedOut];
$file.reset(reset);
$fileProblem.reset(reset);
$rows.reset(reset);
$filter.reset(reset);
$editingId.reset(reset);
$session.reset(reset);
$rowResults.reset(reset);
$uploadDone.reset(reset);
$uploadStalled.reset(reset);
// An upload in progress is never forgotten by another file: the file is refused while it runs.
$attempt.reset(fileCleared, signedOut);

const fileRead = sample({
  clock: readFileFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params, result }) => ({ name: params.name, file: (result as { ok: true; file: ReadFile }).file }),
});
sample({
  clock: readFileFx.doneData,
  fn: (result) => (result.ok ? null : result.problem),
  target: $fileProblem,
});
sample({ clock: readFileFx.fail, fn: (): FileProblem => ({ kind: 'unreadable' }), target: $fileProblem });
sample({
  clock: fileRead,
  fn: ({ name, file }) => ({
    name,
    format: file.format,
    encoding: file.encoding,
    ignoredColumns: file.ignoredColumns,
  }),
  target: $file,
});
/** A file's rows as the preview shows them before their checks: each one is checked (again). */
const previewRows = (rows: ReadonlyArray<{ line: number; values: RowValues; dropped?: boolean }>) =>
  rows.map((row, index): PreviewRow => ({
    id: index,
    line: row.line,
    values: row.values,
    version: 0,
    state: 'checking',
    problems: [],
    order: null,
    dropped: row.dropped ?? false,
  }));
sample({ clock: fileRead, fn: ({ file }) => previewRows(file.rows), target: $rows });

// --- a fixed preview kept over a reload (decision 0028) ------------------------------------------

const DRAFT_KEY = formDraftKey(UPLOAD_DRAFT_NAME);
sample({
  clock: uploadOpened,
  source: { file: $file, locked: $locked },
  filter: ({ file, locked }) => file === null && !locked,
  fn: () => DRAFT_KEY,
  target: readFormDraftFx,
});
const draftRead = sample({
  clock: readFormDraftFx.done,
  source: { file: $file, locked: $locked },
  // A file picked meanwhile is what the user wants now.
  filter: ({ file, locked }, { params }) => params === DRAFT_KEY && file === null && !locked,
  fn: (_, { result }) => readUploadDraft(result),
});
sample({ clock: draftRead, filter: (draft): draft is UploadDraft => draft !== null, target: draftRestored });
sample({ clock: draftRestored, fn: (draft) => draft.file, target: $file });
sample({ clock: draftRestored, fn: (draft) => previewRows(draft.rows), target: $rows });
/** The preview on screen came back from storage after a reload: the page says so. */
export const $draftRestored = createStore(false)
  .on(draftRestored, () => true)
  .reset([...reset, uploadClosed]);

// A file read before the task catalogue is known (picked the moment the page opened) waits for it:
// whether a row's cash on delivery can be taken is the catalogue's to say.
const $checkAwaitsCatalogue = createStore(false)
  .on([fileRead, draftRestored], () => true)
  .reset(reset);
const checkCanStart = sample({
  clock: [fileRead, draftRestored, $taskCatalogueSettled.updates],
  source: { awaits: $checkAwaitsCatalogue, settled: $taskCatalogueSettled },
  filter: ({ awaits, settled }) => awaits && settled,
});
$checkAwaitsCatalogue.reset(checkCanStart);
sample({
  clock: checkCanStart,
  source: { city: $companyCity, codTask: $codTask },
  fn: ({ city, codTask }) => ({ city, codTaskPrice: codTask ? codTask.extra_fields.price : null }),
  target: startCheckSessionFx,
});
sample({ clock: startCheckSessionFx.doneData, target: $session });
sample({
  clock: startCheckSessionFx.doneData,
  source: $rows,
  fn: (rows, session) => ({ rows, session }),
  target: checkRowsFx,
});

$rows.on(rowsChecked, applyChecks);

// --- fixing and dropping rows -------------------------------------------------------------------

const unlocked = $locked.map((locked) => !locked);
sample({ clock: rowEditStarted, filter: unlocked, target: $editingId });
$editingId.reset(rowEditCancelled, rowEditSaved);

const edited = sample({
  clock: rowEditSaved,
  source: $rows,
  filter: unlocked,
  fn: (rows, { id, values }): PreviewRow | null => {
    const row = rows.find((candidate) => candidate.id === id);
    return row
      ? { ...row, values, version: row.version + 1, state: 'checking', problems: [], order: null }
      : null;
  },
}).filter({ fn: (row): row is PreviewRow => row !== null });
$rows.on(edited, (rows, changed) => rows.map((row) => (row.id === changed.id ? changed : row)));

const retried = sample({
  clock: failedChecksRetried,
  source: $rows,
  filter: unlocked,
  fn: (rows) =>
    rows
      .filter((row) => row.problems.some((problem) => problem.code === 'checkFailed'))
      .map((row) => ({
        ...row,
        version: row.version + 1,
        state: 'checking' as const,
        problems: [],
        order: null,
      })),
});
$rows.on(retried, (rows, again) => {
  const byId = new Map(again.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id) ?? row);
});

sample({
  clock: [edited.map((row): PreviewRow[] => [row]), retried],
  source: $session,
  filter: (session, rows) => session !== null && rows.length > 0,
  fn: (session, rows) => ({ rows, session: session as CheckSession }),
  target: checkRowsFx,
});

const setDropped = (dropped: boolean) => (rows: PreviewRow[], id: number) =>
  rows.map((row) => (row.id === id ? { ...row, dropped } : row));
$rows
  .on(sample({ clock: rowDropped, filter: unlocked }), setDropped(true))
  .on(sample({ clock: rowRestored, filter: unlocked }), setDropped(false))
  .on(sample({ clock: invalidRowsDropped, filter: unlocked }), (rows) =>
    rows.map((row) => (row.state === 'invalid' && !row.dropped ? { ...row, dropped: true } : row)),
  );
$filter.on(filterChanged, (_, filter) => filter);

/** The user fixed a row or left one out: the file alone no longer has what is on screen. */
const $rowsChanged = createStore(false)
  .on([edited, rowDropped, rowRestored, invalidRowsDropped, draftRestored], () => true)
  .reset(reset);

// Each fix is kept as it is made: the file's facts and every row's values and whether it is left out.
sample({
  clock: [edited, rowDropped, rowRestored, invalidRowsDropped],
  source: { file: $file, rows: $rows, locked: $locked },
  filter: ({ file, locked }) => file !== null && !locked,
  fn: ({ file, rows }) => ({
    key: DRAFT_KEY,
    draft: {
      file,
      rows: rows.map(({ line, values, dropped }) => ({ line, values, dropped })),
    } as UploadDraft,
  }),
  target: keepFormDraftFx,
});

/**
 * What leaving the page would lose: rows fixed or left out (`rows`), or an upload whose calls are
 * not all answered (`upload`: which rows became orders would be unknown); null once it is done.
 */
export const $workAtStake = combine(
  $rowsChanged,
  $attempt,
  $uploadDone,
  (changed, attempt, done): 'rows' | 'upload' | null => {
    if (done) return null;
    if (attempt !== null) return 'upload';
    return changed ? 'rows' : null;
  },
);

// --- creating the orders: one key per upload, a retry resends the same calls (decision 0008) ---------

const attemptStarted = sample({
  clock: createPressed,
  source: { rows: $rows, canCreate: $canCreate, codTask: $codTask },
  filter: ({ canCreate }) => canCreate,
  fn: ({ rows, codTask }) => {
    const ready = rows.filter(
      (row): row is PreviewRow & { order: NonNullable<PreviewRow['order']> } =>
        !row.dropped && row.state === 'ready' && row.order !== null,
    ) as ReadyRow[];
    const key = newRequestId();
    return {
      key,
      batches: buildBatches(ready, key, codTask?.id ?? null).map((batch) => ({ ...batch, done: false })),
    };
  },
});
$attempt.on(attemptStarted, (_, attempt) => attempt);
// Left in the app, as the question before leaving said: the fixes go (an upload under way goes on).
sample({ clock: uploadClosed, filter: unlocked, target: fileCleared });

// Another file, the preview put away, or its orders sent: the fixes are no longer a draft.
sample({
  clock: [fileWanted, fileCleared, attemptStarted],
  fn: () => ({ key: DRAFT_KEY, draft: null }),
  target: keepFormDraftFx,
});
$editingId.reset(attemptStarted);
$draftRestored.reset(attemptStarted);
sample({ clock: attemptStarted, target: nextBatchWanted });

// "Create" while stalled is the same as "Повторить".
sample({ clock: createPressed, filter: $uploadStalled, target: uploadRetried });
const resumed = sample({
  clock: uploadRetried,
  source: { attempt: $attempt, sending: $uploading },
  filter: ({ attempt, sending }) => attempt !== null && !sending,
});
$uploadStalled.reset(resumed);
sample({ clock: resumed, target: nextBatchWanted });

type PendingBatch = UploadBatch & { done: boolean };
const due = sample({
  clock: nextBatchWanted,
  source: $attempt,
  fn: (attempt): PendingBatch | null => attempt?.batches.find((batch) => !batch.done) ?? null,
});
const dueBatch = sample({ clock: due, filter: (batch): batch is PendingBatch => batch !== null });
sample({ clock: dueBatch, fn: ({ index, body, key }) => ({ index, body, key }), target: uploadBatchFx });
sample({ clock: due, filter: (batch) => batch === null, target: uploadFinished });

const resultsOf = (batch: UploadBatch, answer: UploadAnswer): Record<number, RowResult> =>
  Object.fromEntries(
    batch.rowIds.map((id, index) => {
      const result = answer.results.find((candidate) => candidate.index === index);
      return [
        id,
        result
          ? { number: result.number, error: result.error }
          : { number: null, error: { code: 'NO_RESULT', message: '' } },
      ];
    }),
  );

const failureOf = (error: unknown) => {
  const { code, message } = readPlatformFailure(error);
  return { code: code ?? 'UPLOAD_FAILED', message: message ?? '' };
};

const batchAnswered = sample({
  clock: uploadBatchFx.done,
  source: $attempt,
  filter: (attempt) => attempt !== null,
  fn: (attempt, { params, result }) => {
    const batch = attempt?.batches[params.index] as UploadBatch;
    return { index: params.index, results: resultsOf(batch, result) };
  },
});
// A refusal the platform stored (any 4xx but 409 and 429) ends those rows with its reason.
const batchRefused = sample({
  clock: uploadBatchFx.fail,
  source: $attempt,
  filter: (attempt, { error }) => attempt !== null && isDefinitiveAnswer(error),
  fn: (attempt, { params, error }) => {
    const batch = attempt?.batches[params.index] as UploadBatch;
    const failure = failureOf(error);
    return {
      index: params.index,
      results: Object.fromEntries(batch.rowIds.map((id) => [id, { number: null, error: failure }])),
    };
  },
});
const batchDecided = sample({ clock: [batchAnswered, batchRefused] });
$attempt.on(batchDecided, (attempt, { index }) =>
  attempt
    ? {
        ...attempt,
        batches: attempt.batches.map((batch) => (batch.index === index ? { ...batch, done: true } : batch)),
      }
    : attempt,
);
$rowResults.on(batchDecided, (results, { results: more }) => ({ ...results, ...more }));
sample({ clock: batchDecided, target: nextBatchWanted });

// No answer, a timeout, 5xx, 409 or 429: the orders may exist. Only the same calls may ask again.
sample({
  clock: uploadBatchFx.fail,
  filter: ({ error }) => !isDefinitiveAnswer(error),
  fn: () => true,
  target: $uploadStalled,
});

$uploadDone.on(uploadFinished, () => true);
$attempt.reset(uploadFinished);
sample({
  clock: uploadFinished,
  source: $rowResults,
  fn: (results) =>
    i18n.t('upload.createdToast', {
      ns: INTEGRATION_NAMESPACE,
      count: Object.values(results).filter((result) => result.number !== null).length,
    }),
  target: toastShown,
});
sample({ clock: uploadFinished, target: fetchBalanceFx });
sample({ clock: fetchBalanceFx.doneData, target: balanceUpdated });
