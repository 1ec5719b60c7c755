import { allSettled, fork } from 'effector';

import type { CompanyTask } from '@cabinet/shared/contract';

import { pointAdded, pointRemoved } from '../../point';
import {
  $taskCatalogue,
  $taskCatalogueFailed,
  fetchTaskCatalogueFx,
  readCatalogue,
  taskCatalogueRequested,
  taskCatalogueRetried,
  tasksReplaced,
  $acceptedAmounts,
  $hasReturnTask,
  $itemErrors,
  $items,
  $paymentTaskIncomplete,
  $tasks,
  $tasksPrice,
  itemAdded,
  itemChanged,
  taskToggled,
} from '..';
import { loadedCatalogue } from './catalogue-fixture';

/** A scope whose catalogue (the platform's, §9 prices) has loaded. */
const withCatalogue = () => fork({ values: [...loadedCatalogue()] });

describe('tasks model', () => {
  it('prices fitting 300, photo 300 and the verification code 150, and sums them', async () => {
    const scope = withCatalogue();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'fitting' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 0, code: 'verification_code' } });
    expect(scope.getState($tasksPrice)).toBe(750);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    expect(scope.getState($tasksPrice)).toBe(450);
  });

  it('takes payment: the amount to accept is the sum of the point’s item prices', async () => {
    const scope = withCatalogue();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'on_delivery_payment' } });
    expect(scope.getState($items)[1]).toHaveLength(1);
    await allSettled(itemChanged, {
      scope,
      params: { pointIndex: 1, itemIndex: 0, title: 'Платье', price: 5000 },
    });
    await allSettled(itemAdded, { scope, params: 1 });
    await allSettled(itemChanged, {
      scope,
      params: { pointIndex: 1, itemIndex: 1, title: 'Шарф', price: 1500 },
    });
    expect(scope.getState($acceptedAmounts)).toEqual([0, 6500]);
    expect(scope.getState($paymentTaskIncomplete)).toBe(false);
  });

  it('tracks invalidTitle and invalidPrice per point and index', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'on_delivery_payment' } });
    await allSettled(itemAdded, { scope, params: 2 });
    await allSettled(itemChanged, { scope, params: { pointIndex: 2, itemIndex: 1, title: 'Шарф' } });
    expect(scope.getState($itemErrors)).toEqual({
      2: { 0: { invalidTitle: true, invalidPrice: true }, 1: { invalidTitle: false, invalidPrice: true } },
    });
    expect(scope.getState($paymentTaskIncomplete)).toBe(true);
  });

  it('does not take payment or return at the first point, and returns once per order', async () => {
    const scope = withCatalogue();
    await allSettled(taskToggled, { scope, params: { pointIndex: 0, code: 'on_delivery_payment' } });
    expect(scope.getState($tasks)[0]).toEqual([]);
    await allSettled(pointAdded, { scope });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'destination_change' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'destination_change' } });
    expect(scope.getState($hasReturnTask)).toBe(true);
    expect(scope.getState($tasks)[2]).toEqual([]);
    expect(scope.getState($tasksPrice)).toBe(500);
  });

  it('gives an added point empty tasks and items, and drops a deleted point’s ones', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    expect(scope.getState($tasks)).toEqual([[], [], []]);
    expect(scope.getState($items)).toEqual([[], [], []]);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'fitting' } });
    await allSettled(pointRemoved, { scope, params: 1 });
    expect(scope.getState($tasks).map((list) => list.map((task) => task.id))).toEqual([[], [1]]);
    expect(scope.getState($items)).toHaveLength(2);
  });
});

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

describe('task catalogue (GET business/company/tasks)', () => {
  const platform: CompanyTask[] = [
    { id: 11, code: 'photo', name: 'Сделать фото', comment: '', extra_fields: { price: 350 } },
    {
      id: 14,
      code: 'on_delivery_payment',
      name: 'Принять оплату',
      comment: '',
      extra_fields: { price: 0, price_type: 'ON_DELIVERY_PAYMENT', service_type: 'on_delivery_payment' },
    },
  ];

  it('offers what the platform offers, with its ids and prices, fetched once', async () => {
    const fetch = jest.fn(async () => platform);
    const scope = fork({ handlers: [[fetchTaskCatalogueFx, fetch]] });
    await allSettled(taskCatalogueRequested, { scope });
    await allSettled(taskCatalogueRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($taskCatalogue)).toEqual(platform);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'fitting' } });
    expect(scope.getState($tasks)[1]).toEqual([{ id: 11, comment: '', extra_fields: { price: 350 } }]);
    expect(scope.getState($tasksPrice)).toBe(350);
  });

  it('reprices the draft’s tasks by the platform’s catalogue and drops what it no longer offers', async () => {
    const scope = fork({ handlers: [[fetchTaskCatalogueFx, async () => platform]] });
    await allSettled(tasksReplaced, {
      scope,
      params: {
        tasks: [
          [{ id: 1, comment: '', extra_fields: { price: 300 } }],
          [{ id: 11, comment: 'у двери', extra_fields: { price: 300 } }],
        ],
        items: [[], []],
      },
    });
    await allSettled(taskCatalogueRequested, { scope });
    expect(scope.getState($tasks)).toEqual([
      [],
      [{ id: 11, comment: 'у двери', extra_fields: { price: 350 } }],
    ]);
  });

  it('without the platform’s catalogue offers no task (no assumed ids or prices), says so, and retries', async () => {
    let fail = true;
    const fetch = jest.fn(async (): Promise<CompanyTask[]> => {
      if (fail) throw new Error('500');
      return platform;
    });
    const scope = fork({ handlers: [[fetchTaskCatalogueFx, fetch]] });
    await allSettled(taskCatalogueRequested, { scope });
    expect(scope.getState($taskCatalogue)).toEqual([]);
    expect(scope.getState($taskCatalogueFailed)).toBe(true);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    expect(scope.getState($tasks)).toEqual([[], []]);

    fail = false;
    await allSettled(taskCatalogueRetried, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($taskCatalogueFailed)).toBe(false);
    expect(scope.getState($taskCatalogue)).toEqual(platform);
    await allSettled(taskCatalogueRetried, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);

    // An empty answer is the platform's: nothing to offer, and nothing failed.
    const empty = fork({ handlers: [[fetchTaskCatalogueFx, async () => []]] });
    await allSettled(taskCatalogueRequested, { scope: empty });
    expect(empty.getState($taskCatalogue)).toEqual([]);
    expect(empty.getState($taskCatalogueFailed)).toBe(false);
  });

  it('keeps a restored draft’s tasks only when the catalogue confirms them', async () => {
    const restored = {
      tasks: [[], [{ id: 11, comment: 'у двери', extra_fields: { price: 300 } }]],
      items: [[], []],
    };
    const failing = fork({
      handlers: [
        [
          fetchTaskCatalogueFx,
          async (): Promise<CompanyTask[]> => {
            throw new Error('network');
          },
        ],
      ],
    });
    await allSettled(tasksReplaced, { scope: failing, params: restored });
    await allSettled(taskCatalogueRequested, { scope: failing });
    expect(failing.getState($tasks)).toEqual([[], []]);
    // Restored again while the catalogue is still missing: nothing confirms them.
    await allSettled(tasksReplaced, { scope: failing, params: restored });
    expect(failing.getState($tasks)).toEqual([[], []]);

    // Restored after the catalogue loaded: checked at once.
    const loaded = fork({ handlers: [[fetchTaskCatalogueFx, async () => platform]] });
    await allSettled(taskCatalogueRequested, { scope: loaded });
    await allSettled(tasksReplaced, {
      scope: loaded,
      params: {
        ...restored,
        tasks: [[{ id: 2, comment: '', extra_fields: { price: 300 } }], ...restored.tasks.slice(1)],
      },
    });
    expect(loaded.getState($tasks)).toEqual([
      [],
      [{ id: 11, comment: 'у двери', extra_fields: { price: 350 } }],
    ]);
  });

  it('gives each new payment item of a point an id one above the point’s largest', async () => {
    const scope = withCatalogue();
    await allSettled(tasksReplaced, {
      scope,
      params: { tasks: [[], []], items: [[], [{ id: 41, title: 'Платье', price: 5000 }]] },
    });
    await allSettled(itemAdded, { scope, params: 1 });
    await allSettled(itemAdded, { scope, params: 0 });
    expect(scope.getState($items).map((list) => list.map((item) => item.id))).toEqual([[1], [41, 42]]);
  });

  it('reads only usable entries of the answer, one per code', () => {
    expect(
      readCatalogue([
        platform[0],
        { id: 12, code: 'photo', extra_fields: { price: 1 } },
        { id: 13, code: 'teleport', extra_fields: { price: 1 } },
        { id: 'x', code: 'fitting', extra_fields: { price: 1 } },
        { id: 15, code: 'fitting', extra_fields: { price: -5 } },
      ]),
    ).toEqual([platform[0]]);
    expect(readCatalogue(null)).toEqual([]);
  });
});
