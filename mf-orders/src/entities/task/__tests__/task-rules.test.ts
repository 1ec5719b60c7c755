import { allSettled, fork } from 'effector';

import type { DeliveryPaymentItem, Task } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';

import { pointAdded, pointsReordered } from '../../point';
import {
  $acceptedAmounts,
  $hasReturnTask,
  $hasTasks,
  $itemErrors,
  $items,
  $paymentTaskIncomplete,
  $taskCatalogueSettled,
  $taskCatalogueState,
  $tasks,
  fetchTaskCatalogueFx,
  itemChanged,
  itemRemoved,
  readCatalogue,
  taskById,
  taskCatalogueRequested,
  taskCatalogueRetried,
  taskToggled,
  tasksReplaced,
} from '..';
import { TEST_CATALOGUE, loadedCatalogue } from './catalogue-fixture';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('each test answers'))),
}));

const withCatalogue = () => fork({ values: [...loadedCatalogue()] });
const item = (id: number, title: string, price: number): DeliveryPaymentItem => ({ id, title, price });
const payment = TEST_CATALOGUE[3] as (typeof TEST_CATALOGUE)[number];
const paymentTask: Task = { id: payment.id, comment: '', extra_fields: { ...payment.extra_fields } };
const photoTask: Task = { id: 2, comment: '', extra_fields: { price: 300 } };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // A rule that reads a missing value throws inside effector, which only logs it: none may.
  expect(consoleError).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('the catalogue (§7 GET business/company/tasks)', () => {
  it('is asked for at its url and read from the answer’s results', async () => {
    const request = platformRequest as jest.Mock;
    request.mockResolvedValueOnce({ results: [TEST_CATALOGUE[0], { id: 9, code: 'teleport' }] });
    await expect(fetchTaskCatalogueFx()).resolves.toEqual([TEST_CATALOGUE[0]]);
    expect(request).toHaveBeenCalledWith({ method: 'get', url: '/rocket/v0/business/company/tasks' });
    request.mockResolvedValueOnce(null);
    await expect(fetchTaskCatalogueFx()).resolves.toEqual([]);
  });

  it('is unknown, then loaded or failed; a failure after it loaded keeps it loaded', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchTaskCatalogueFx,
          async () => {
            if (fail) throw new Error('502');
            return TEST_CATALOGUE;
          },
        ],
      ],
    });
    expect(scope.getState($taskCatalogueSettled)).toBe(false);
    await allSettled(taskCatalogueRequested, { scope });
    expect(scope.getState($taskCatalogueState)).toBe('failed');
    expect(scope.getState($taskCatalogueSettled)).toBe(true);
    fail = false;
    await allSettled(taskCatalogueRetried, { scope });
    expect(scope.getState($taskCatalogueState)).toBe('loaded');
    fail = true;
    await allSettled(fetchTaskCatalogueFx, { scope });
    expect(scope.getState($taskCatalogueState)).toBe('loaded');
  });

  it('a failed catalogue drops the tasks it can no longer confirm', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTaskCatalogueFx,
          async () => {
            throw new Error('502');
          },
        ],
      ],
    });
    await allSettled(tasksReplaced, { scope, params: { tasks: [[], [photoTask]], items: [[], []] } });
    await allSettled(taskCatalogueRequested, { scope });
    expect(scope.getState($tasks)).toEqual([[], []]);
  });

  it('takes only objects with an integer id, a known code and a whole non-negative price', () => {
    const free = { id: 21, code: 'photo', extra_fields: { price: 0 } };
    expect(readCatalogue([free])).toEqual([free]);
    expect(
      readCatalogue([
        null,
        [TEST_CATALOGUE[0]],
        'fitting',
        { id: 22, code: 'fitting', extra_fields: null },
        { id: 23, code: 'fitting', extra_fields: [300] },
        { id: 24, code: 'fitting', extra_fields: { price: '300' } },
        { id: 25, code: 'fitting', extra_fields: { price: 1.5 } },
      ]),
    ).toEqual([]);
    expect(readCatalogue(TEST_CATALOGUE).map((entry) => entry.code)).toEqual([
      'fitting',
      'photo',
      'verification_code',
      'on_delivery_payment',
      'destination_change',
    ]);
  });

  it('finds a task by its catalogue id', () => {
    expect(taskById(2, TEST_CATALOGUE)).toEqual({ id: 2, comment: '', extra_fields: { price: 300 } });
    expect(taskById(99, TEST_CATALOGUE)).toBeNull();
  });
});

describe('tasks of the points', () => {
  it('a code the catalogue does not offer toggles nothing', async () => {
    const scope = fork({ values: [...loadedCatalogue(TEST_CATALOGUE.slice(0, 2))] });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'verification_code' } });
    expect(scope.getState($tasks)).toEqual([[], []]);
    expect(scope.getState($hasTasks)).toBe(false);
  });

  it('switching one task off keeps the others', async () => {
    const scope = withCatalogue();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'fitting' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'fitting' } });
    expect(scope.getState($tasks)[1]?.map((task) => task.id)).toEqual([2]);
    expect(scope.getState($hasTasks)).toBe(true);
  });

  it('a point beyond the lists gets its own list', async () => {
    const scope = withCatalogue();
    await allSettled(tasksReplaced, { scope, params: { tasks: [[]], items: [[]] } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'photo' } });
    expect(scope.getState($tasks).map((list) => list.length)).toEqual([0, 0, 1]);
  });

  it('the return task: any point but the first, once per order; switching it off is always possible', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'destination_change' } });
    expect(scope.getState($hasReturnTask)).toBe(true);
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'destination_change' } });
    expect(scope.getState($tasks).map((list) => list.map((task) => task.id))).toEqual([[], [5], [2]]);
    expect(scope.getState($hasReturnTask)).toBe(true);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'destination_change' } });
    expect(scope.getState($hasReturnTask)).toBe(false);
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'destination_change' } });
    expect(scope.getState($tasks)[2]?.map((task) => task.id)).toEqual([2, 5]);
  });

  it('tasks and items follow a reorder that names every point, and stay otherwise', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(tasksReplaced, {
      scope,
      params: { tasks: [[], [photoTask], [paymentTask]], items: [[], [], [item(1, 'Платье', 5000)]] },
    });
    await allSettled(pointsReordered, { scope, params: [0, 2] });
    expect(scope.getState($tasks)[1]).toEqual([photoTask]);
    await allSettled(pointsReordered, { scope, params: [0, 2, 1] });
    expect(scope.getState($tasks)).toEqual([[], [paymentTask], [photoTask]]);
    expect(scope.getState($items)).toEqual([[], [item(1, 'Платье', 5000)], []]);
  });
});

describe('payment items (§3, §4, §5)', () => {
  it('taking payment adds a first item once, and never at the first point', async () => {
    const scope = withCatalogue();
    await allSettled(tasksReplaced, {
      scope,
      params: { tasks: [[], []], items: [[], [item(3, 'Шарф', 900)]] },
    });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'on_delivery_payment' } });
    expect(scope.getState($items)[1]).toEqual([item(3, 'Шарф', 900)]);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 0, code: 'on_delivery_payment' } });
    expect(scope.getState($items)[0]).toEqual([]);

    const photoFirst = withCatalogue();
    await allSettled(taskToggled, { scope: photoFirst, params: { pointIndex: 1, code: 'photo' } });
    expect(photoFirst.getState($items)[1]).toEqual([]);
  });

  it('changes only what is given of the named item, and removes the named item', async () => {
    const scope = withCatalogue();
    await allSettled(tasksReplaced, {
      scope,
      params: { tasks: [[], [paymentTask]], items: [[], [item(1, 'Платье', 5000), item(2, 'Шарф', 900)]] },
    });
    await allSettled(itemChanged, { scope, params: { pointIndex: 1, itemIndex: 1, price: 1200 } });
    await allSettled(itemChanged, { scope, params: { pointIndex: 1, itemIndex: 0, title: 'Пальто' } });
    expect(scope.getState($items)[1]).toEqual([item(1, 'Пальто', 5000), item(2, 'Шарф', 1200)]);
    await allSettled(itemRemoved, { scope, params: { pointIndex: 1, itemIndex: 0 } });
    expect(scope.getState($items)[1]).toEqual([item(2, 'Шарф', 1200)]);
    expect(scope.getState($acceptedAmounts)).toEqual([0, 1200]);
  });

  it('accepts an amount only at a point with a payment task, from that point’s items', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(tasksReplaced, {
      scope,
      params: {
        tasks: [[], [photoTask, paymentTask], [photoTask]],
        items: [[], [item(1, 'Платье', 5000)], [item(1, 'Шарф', 900)]],
      },
    });
    expect(scope.getState($acceptedAmounts)).toEqual([0, 5000, 0]);
  });

  it('checks items only at points with a payment task: a blank title and a price under 1 ₸', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(tasksReplaced, {
      scope,
      params: {
        tasks: [[], [photoTask], [photoTask, paymentTask]],
        items: [[], [item(1, '', 0)], [item(1, ' ', 1), item(2, 'Шарф', 0), item(3, 'Платье', 1.5)]],
      },
    });
    expect(scope.getState($itemErrors)).toEqual({
      2: {
        0: { invalidTitle: true, invalidPrice: false },
        1: { invalidTitle: false, invalidPrice: true },
        2: { invalidTitle: false, invalidPrice: true },
      },
    });
    expect(scope.getState($paymentTaskIncomplete)).toBe(true);
  });

  it('a payment task without items is incomplete, wherever it is; without one nothing is', async () => {
    const scope = withCatalogue();
    await allSettled(pointAdded, { scope });
    await allSettled(tasksReplaced, {
      scope,
      params: { tasks: [[], [photoTask], [paymentTask]], items: [[], [], []] },
    });
    expect(scope.getState($itemErrors)).toEqual({});
    expect(scope.getState($paymentTaskIncomplete)).toBe(true);
    await allSettled(tasksReplaced, { scope, params: { tasks: [[], [photoTask], []], items: [[], [], []] } });
    expect(scope.getState($paymentTaskIncomplete)).toBe(false);
  });
});
