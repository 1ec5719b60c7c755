import { allSettled, fork } from 'effector';

import { waitToastLifetimeFx } from '@cabinet/shared';
import { uploadOrdersRequestSchema } from '@cabinet/shared/contract';

import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { $taskCatalogueState, fetchTaskCatalogueFx } from '../../../entities/task';
import type { UploadAnswer } from '../api/upload-api';
import type { CheckServices } from '../lib/check-row';
import { TEMPLATE_ROWS, type RowValues } from '../lib/columns';
import type { ReadResult } from '../lib/read-file';
import type { UploadBody } from '../lib/upload-batches';
import {
  $attempt,
  $canCreate,
  $draftRestored,
  $file,
  $rowResults,
  $rows,
  $summary,
  $uploadDone,
  $uploadStalled,
  $workAtStake,
  createPressed,
  fileCleared,
  fetchBalanceFx,
  fileChosen,
  readFileFx,
  rowDropped,
  rowEditSaved,
  startCheckSessionFx,
  uploadBatchFx,
  uploadClosed,
  uploadOpened,
  uploadRetried,
} from '../model/upload-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handlers'))),
  newRequestId: jest.fn(() => 'upload-key'),
}));

const base = TEMPLATE_ROWS[0] as RowValues;
const values = (index: number): RowValues => ({
  ...base,
  recipientAddress: `улица Толе би ${index + 1}`,
  recipientPhone: index === 2 ? '12345' : base.recipientPhone,
});

const readResult = (count: number): ReadResult => ({
  ok: true,
  file: {
    format: 'csv',
    encoding: 'utf-8',
    ignoredColumns: [],
    rows: Array.from({ length: count }, (_, index) => ({ line: index + 2, values: values(index) })),
  },
});

const services: CheckServices = {
  geocode: async (address) => ({
    street: address,
    building: '1',
    latitude: 43.24,
    longitude: 76.9,
    city: 'almaty',
  }),
  inZone: async () => true,
  price: async () => 1000,
  codTaskPrice: 0,
};

const networkError = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
const answer = (body: UploadBody): UploadAnswer => ({
  created: body.orders.length,
  failed: 0,
  results: body.orders.map((order, index) => ({
    index,
    external_id: order.external_id,
    id: index + 1,
    number: `R-${order.external_id}`,
    error: null,
  })),
});

/** An upload call whose first attempt gets no answer (the network failed) and every later one is answered. */
function answeredAfterOneFailure(
  seen: (params: { body: UploadBody; key: string }) => void = () => undefined,
): (params: { index: number; body: UploadBody; key: string }) => Promise<UploadAnswer> {
  let fail = true;
  return async (params) => {
    seen(params);
    if (fail) {
      fail = false;
      throw networkError();
    }
    return answer(params.body);
  };
}

function scopeWith(
  upload: (params: { index: number; body: UploadBody; key: string }) => Promise<UploadAnswer>,
  rows = 5,
) {
  return fork({
    // The page asked for the task catalogue as it opened, and has it.
    values: [[$taskCatalogueState, 'loaded']],
    handlers: [
      [readFileFx, async () => readResult(rows)],
      [startCheckSessionFx, () => ({ services, controller: new AbortController() })],
      [uploadBatchFx, upload],
      [fetchBalanceFx, async () => 1000],
      [waitToastLifetimeFx, async () => 'toast'],
      [fetchConfigsFx, async () => ({ delivery_zones: [] })],
    ],
  });
}

const chosen = { name: 'orders.csv', size: 10, arrayBuffer: async () => new ArrayBuffer(0) };

describe('the preview', () => {
  it('checks every row, shows the bad one, and creates only when every row is ready or dropped', async () => {
    const scope = scopeWith(async ({ body }) => answer(body));
    await allSettled(fileChosen, { scope, params: chosen });
    expect(scope.getState($summary)).toMatchObject({
      total: 5,
      ready: 4,
      invalid: 1,
      checking: 0,
      price: 4000,
    });
    expect(scope.getState($rows)[2]?.problems).toEqual([{ code: 'badPhone', field: 'recipientPhone' }]);
    expect(scope.getState($canCreate)).toBe(false);

    await allSettled(rowEditSaved, {
      scope,
      params: { id: 2, values: { ...values(2), recipientPhone: '+7 702 555 01 03' } },
    });
    expect(scope.getState($summary)).toMatchObject({ ready: 5, invalid: 0, price: 5000 });
    await allSettled(rowDropped, { scope, params: 4 });
    expect(scope.getState($summary)).toMatchObject({ ready: 4, dropped: 1, price: 4000 });
    expect(scope.getState($canCreate)).toBe(true);
  });
});

describe('a file picked before the task catalogue is known', () => {
  it('is checked once the catalogue arrives, with its cash-on-delivery task (not as "unavailable")', async () => {
    const started = jest.fn((_: { city: unknown; codTaskPrice: number | null }) => ({
      services,
      controller: new AbortController(),
    }));
    let answerCatalogue: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [readFileFx, async () => readResult(3)],
        [startCheckSessionFx, started],
        [
          fetchTaskCatalogueFx,
          () =>
            new Promise((resolve) => {
              answerCatalogue = () =>
                resolve([
                  {
                    id: 4,
                    code: 'on_delivery_payment',
                    name: 'Наложенный платёж',
                    comment: '',
                    extra_fields: { price: 150 },
                  },
                ]);
            }),
        ],
      ],
    });
    const catalogue = allSettled(fetchTaskCatalogueFx, { scope });
    // Settles only with the catalogue: allSettled waits for every effect of the scope.
    const picked = allSettled(fileChosen, { scope, params: chosen });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($summary)).toMatchObject({ total: 3, checking: 3 });
    expect(started).not.toHaveBeenCalled();
    answerCatalogue();
    await Promise.all([catalogue, picked]);
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]?.[0]).toMatchObject({ codTaskPrice: 150 });
    expect(scope.getState($summary)).toMatchObject({ total: 3, checking: 0 });
  });
});

describe('creating the orders: one idempotency key per upload (decision 0008)', () => {
  it('a call that got no answer is sent again with the same key and the same body, and nothing else', async () => {
    const sent: Array<{ key: string; body: UploadBody }> = [];
    const scope = scopeWith(
      answeredAfterOneFailure(({ body, key }) => sent.push({ key, body })),
      4,
    );
    await allSettled(fileChosen, { scope, params: chosen });
    await allSettled(rowDropped, { scope, params: 2 });
    await allSettled(createPressed, { scope });
    expect(sent).toHaveLength(1);
    expect(scope.getState($uploadStalled)).toBe(true);
    expect(scope.getState($uploadDone)).toBe(false);
    // While the outcome is unknown the rows cannot change (a change would be a new upload).
    await allSettled(rowDropped, { scope, params: 0 });
    expect(scope.getState($rows)[0]?.dropped).toBe(false);

    await allSettled(uploadRetried, { scope });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(sent[0]?.key).toBe('upload-key-1');
    expect(uploadOrdersRequestSchema.parse(sent[0]?.body).orders).toHaveLength(3);
    expect(scope.getState($uploadDone)).toBe(true);
    expect(scope.getState($attempt)).toBeNull();
    expect(Object.values(scope.getState($rowResults)).map((result) => result.number)).toEqual([
      'R-line-2',
      'R-line-3',
      'R-line-5',
    ]);
    // Pressing again after the end sends nothing.
    await allSettled(createPressed, { scope });
    expect(sent).toHaveLength(2);
  });

  it('a large upload goes in calls of 50 with keys of the same upload; a retry resumes at the undecided one', async () => {
    const sent: string[] = [];
    let failSecond = true;
    const scope = scopeWith(async ({ body, key }) => {
      sent.push(key);
      if (key.endsWith('-2') && failSecond) {
        failSecond = false;
        throw Object.assign(new Error('502'), { response: { status: 502, data: {} } });
      }
      return answer(body);
    }, 120);
    await allSettled(fileChosen, { scope, params: chosen });
    await allSettled(rowDropped, { scope, params: 2 });
    await allSettled(createPressed, { scope });
    expect(sent).toEqual(['upload-key-1', 'upload-key-2']);
    await allSettled(createPressed, { scope });
    expect(sent).toEqual(['upload-key-1', 'upload-key-2', 'upload-key-2', 'upload-key-3']);
    expect(Object.keys(scope.getState($rowResults))).toHaveLength(119);
  });

  it('a refusal the platform stored ends its rows with the reason, and the upload goes on', async () => {
    const scope = scopeWith(async () => {
      throw Object.assign(new Error('403'), {
        response: {
          status: 403,
          data: { detail: { code: 'UPLOAD_NOT_ALLOWED', message: 'Только Kaspi Box' } },
        },
      });
    }, 2);
    await allSettled(fileChosen, { scope, params: chosen });
    await allSettled(createPressed, { scope });
    expect(scope.getState($uploadStalled)).toBe(false);
    expect(scope.getState($uploadDone)).toBe(true);
    expect(Object.values(scope.getState($rowResults))).toEqual([
      { number: null, error: { code: 'UPLOAD_NOT_ALLOWED', message: 'Только Kaspi Box' } },
      { number: null, error: { code: 'UPLOAD_NOT_ALLOWED', message: 'Только Kaspi Box' } },
    ]);
  });
});

describe('what leaving the page would lose', () => {
  it('nothing for a file as read; the fixes once a row is fixed or dropped; the upload until it is answered', async () => {
    const scope = scopeWith(answeredAfterOneFailure(), 4);
    await allSettled(fileChosen, { scope, params: chosen });
    expect(scope.getState($workAtStake)).toBeNull();
    await allSettled(rowDropped, { scope, params: 2 });
    expect(scope.getState($workAtStake)).toBe('rows');

    await allSettled(createPressed, { scope });
    expect(scope.getState($uploadStalled)).toBe(true);
    expect(scope.getState($workAtStake)).toBe('upload');
    await allSettled(uploadRetried, { scope });
    expect(scope.getState($uploadDone)).toBe(true);
    expect(scope.getState($workAtStake)).toBeNull();

    // Another file starts with nothing at stake.
    await allSettled(fileCleared, { scope });
    await allSettled(fileChosen, { scope, params: chosen });
    expect(scope.getState($workAtStake)).toBeNull();
  });
});

describe('a fixed preview over a reload (decision 0028)', () => {
  const STORED = 'cabinet.form-draft.v1.upload.rows';
  const stored = () => sessionStorage.getItem(STORED);
  beforeEach(() => sessionStorage.clear());

  /** A file of 5 rows (the third's phone is bad) with that phone fixed and the fifth row left out. */
  async function fixedPreview() {
    const scope = scopeWith(async ({ body }) => answer(body));
    await allSettled(uploadOpened, { scope });
    await allSettled(fileChosen, { scope, params: chosen });
    expect(stored()).toBeNull();
    await allSettled(rowEditSaved, {
      scope,
      params: { id: 2, values: { ...values(2), recipientPhone: '+7 702 555 01 03' } },
    });
    await allSettled(rowDropped, { scope, params: 4 });
    return scope;
  }

  it('comes back as it was left: the file, the fixed row, the row left out, checked again', async () => {
    await fixedPreview();
    // The page opened again in the same tab: a new scope, the same session storage.
    const reloaded = scopeWith(async ({ body }) => answer(body));
    await allSettled(uploadOpened, { scope: reloaded });
    expect(reloaded.getState($file)).toMatchObject({ name: 'orders.csv', format: 'csv' });
    const rows = reloaded.getState($rows);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[2]?.values.recipientPhone).toBe('+7 702 555 01 03');
    expect(rows.map((row) => row.dropped)).toEqual([false, false, false, false, true]);
    expect(reloaded.getState($summary)).toMatchObject({
      total: 5,
      ready: 4,
      invalid: 0,
      dropped: 1,
      checking: 0,
    });
    expect(reloaded.getState($canCreate)).toBe(true);
    // Still asked about before leaving: the fixes are still only here. The page says where they came from.
    expect(reloaded.getState($workAtStake)).toBe('rows');
    expect(reloaded.getState($draftRestored)).toBe(true);
  });

  it('goes when the page is left in the app, as the question before leaving said; an upload under way goes on', async () => {
    const left = await fixedPreview();
    expect(left.getState($draftRestored)).toBe(false);
    await allSettled(uploadClosed, { scope: left });
    expect(left.getState($rows)).toEqual([]);
    expect(left.getState($workAtStake)).toBeNull();
    expect(stored()).toBeNull();

    const uploading = scopeWith(answeredAfterOneFailure(), 4);
    await allSettled(fileChosen, { scope: uploading, params: chosen });
    await allSettled(rowDropped, { scope: uploading, params: 2 });
    await allSettled(createPressed, { scope: uploading });
    expect(uploading.getState($uploadStalled)).toBe(true);
    await allSettled(uploadClosed, { scope: uploading });
    expect(uploading.getState($rows)).toHaveLength(4);
    expect(uploading.getState($workAtStake)).toBe('upload');
  });

  it('is forgotten once the orders are sent, or the preview is put away', async () => {
    const sent = await fixedPreview();
    expect(stored()).not.toBeNull();
    await allSettled(createPressed, { scope: sent });
    expect(stored()).toBeNull();

    const cleared = await fixedPreview();
    await allSettled(fileCleared, { scope: cleared });
    expect(stored()).toBeNull();
    const reloaded = scopeWith(async ({ body }) => answer(body));
    await allSettled(uploadOpened, { scope: reloaded });
    expect(reloaded.getState($rows)).toEqual([]);
  });

  it('is not kept for a file as it was read, and a broken entry restores nothing', async () => {
    const scope = scopeWith(async ({ body }) => answer(body));
    await allSettled(fileChosen, { scope, params: chosen });
    expect(stored()).toBeNull();

    sessionStorage.setItem(STORED, JSON.stringify({ file: { name: 'orders.csv' }, rows: [{ line: 2 }] }));
    const reloaded = scopeWith(async ({ body }) => answer(body));
    await allSettled(uploadOpened, { scope: reloaded });
    expect(reloaded.getState($file)).toBeNull();
    expect(reloaded.getState($rows)).toEqual([]);
  });
});
