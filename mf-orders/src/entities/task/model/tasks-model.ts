import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import type { DeliveryPaymentItem, Task } from '@cabinet/shared';
import type { CompanyTask, TaskCode } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { pointAdditionApplied, pointRemovalApplied, pointsReordered, pointsReset } from '../../point';
import {
  confirmTasks,
  hasEmptyPaymentTask,
  isDropOnly,
  isPaymentTask,
  isReturnTask,
  itemErrors,
  itemsSum,
  newItem,
  readCatalogue,
  toTask,
  totalTasksPrice,
} from '../lib/catalogue';

export const TASKS_URL = '/rocket/v0/business/company/tasks';

/** The task catalogue of the company (§7 GET business/company/tasks), in the user's language. */
export const fetchTaskCatalogueFx = createEffect(() =>
  platformRequest<{ results?: unknown }>({ method: 'get', url: TASKS_URL }).then((answer) =>
    readCatalogue(answer?.results),
  ),
);

/** The order form opened: it needs the catalogue (fetched once per page; a failure lets the next try). */
export const taskCatalogueRequested = createEvent();
/** The user asked to load the catalogue again after it failed. */
export const taskCatalogueRetried = createEvent();
/** The user switched a task on or off at a point. */
export const taskToggled = createEvent<{ pointIndex: number; code: TaskCode }>();
/** A payment item was added to a point. */
export const itemAdded = createEvent<number>();
/** A payment item changed. */
export const itemChanged = createEvent<{
  pointIndex: number;
  itemIndex: number;
  title?: string;
  price?: number;
}>();
/** A payment item was removed. */
export const itemRemoved = createEvent<{ pointIndex: number; itemIndex: number }>();
/** Tasks and items of every point arrived at once (restored draft, repeated order). */
export const tasksReplaced = createEvent<{ tasks: Task[][]; items: DeliveryPaymentItem[][] }>();

/**
 * Whether the platform's catalogue is known: loaded (its answer, even an empty one), or failed (no
 * tasks can be offered, and none of a restored draft confirmed, until a retry loads it).
 */
export type TaskCatalogueState = 'unknown' | 'loaded' | 'failed';

const catalogueLoaded = fetchTaskCatalogueFx.doneData;

/** The tasks the form offers: the platform's catalogue, nothing before it or without it. */
export const $taskCatalogue = createStore<readonly CompanyTask[]>([]).on(
  catalogueLoaded,
  (_, catalogue) => catalogue,
);

export const $taskCatalogueState = createStore<TaskCatalogueState>('unknown')
  .on(catalogueLoaded, () => 'loaded')
  .on(fetchTaskCatalogueFx.fail, (state) => (state === 'loaded' ? state : 'failed'));
/** The catalogue could not be loaded: the screens say so and offer a retry (taskCatalogueRetried). */
export const $taskCatalogueFailed = $taskCatalogueState.map((state) => state === 'failed');
/** The catalogue is loaded or has failed: what depends on it need not wait any longer. */
export const $taskCatalogueSettled = $taskCatalogueState.map((state) => state !== 'unknown');

sample({
  clock: [taskCatalogueRequested, taskCatalogueRetried],
  source: { state: $taskCatalogueState, pending: fetchTaskCatalogueFx.pending },
  filter: ({ state, pending }) => state !== 'loaded' && !pending,
  target: fetchTaskCatalogueFx,
});

const emptyLists = <T>(): T[][] => [[], []];

const removeAt = <T>(lists: T[][], index: number): T[][] => lists.filter((_, position) => position !== index);
const reorderLists = <T>(lists: T[][], order: number[]): T[][] =>
  order.length === lists.length ? order.map((index) => lists[index] ?? []) : lists;
const updateAt = <T>(lists: T[][], index: number, update: (list: T[]) => T[]): T[][] => {
  const next = [...lists];
  while (next.length <= index) next.push([]);
  next[index] = update(next[index] ?? []);
  return next;
};

/** What the tasks are checked against: the catalogue once known (none at all when it failed). */
const catalogueApplied = createEvent<readonly CompanyTask[]>();
sample({ clock: catalogueLoaded, target: catalogueApplied });
sample({ clock: fetchTaskCatalogueFx.fail, fn: (): readonly CompanyTask[] => [], target: catalogueApplied });

/** Tasks per point, by position (§3 Task). */
export const $tasks = createStore<Task[][]>(emptyLists())
  .on(pointAdditionApplied, (tasks) => [...tasks, []])
  .on(pointRemovalApplied, removeAt)
  .on(pointsReordered, reorderLists)
  .on(tasksReplaced, (_, { tasks }) => tasks)
  // The platform's catalogue decides prices and which tasks exist; a task it does not confirm goes.
  .on(catalogueApplied, confirmTasks)
  .reset(pointsReset);

// Tasks that arrive once the catalogue is known (a draft restored again, a repeated order) are
// checked at once.
sample({
  clock: tasksReplaced,
  source: { state: $taskCatalogueState, catalogue: $taskCatalogue },
  filter: ({ state }) => state !== 'unknown',
  fn: ({ catalogue }) => catalogue,
  target: catalogueApplied,
});

/** Delivery-payment items per point, by position (§3). */
export const $items = createStore<DeliveryPaymentItem[][]>(emptyLists())
  .on(pointAdditionApplied, (items) => [...items, []])
  .on(pointRemovalApplied, removeAt)
  .on(pointsReordered, reorderLists)
  .on(tasksReplaced, (_, { items }) => items)
  .on(itemAdded, (items, pointIndex) => updateAt(items, pointIndex, (list) => [...list, newItem(list)]))
  .on(itemChanged, (items, { pointIndex, itemIndex, title, price }) =>
    updateAt(items, pointIndex, (list) =>
      list.map((item, index) =>
        index === itemIndex
          ? { ...item, ...(title === undefined ? {} : { title }), ...(price === undefined ? {} : { price }) }
          : item,
      ),
    ),
  )
  .on(itemRemoved, (items, { pointIndex, itemIndex }) =>
    updateAt(items, pointIndex, (list) => list.filter((_, index) => index !== itemIndex)),
  )
  .reset(pointsReset);

interface CatalogueToggle {
  pointIndex: number;
  entry: CompanyTask | null;
}

/** The toggle as the catalogue sees it: the entry of that code, if the catalogue offers it. */
const toggleResolved = sample({
  clock: taskToggled,
  source: $taskCatalogue,
  fn: (catalogue, { pointIndex, code }): CatalogueToggle => ({
    pointIndex,
    entry: catalogue.find((candidate) => candidate.code === code) ?? null,
  }),
}).filter({ fn: (toggle): toggle is { pointIndex: number; entry: CompanyTask } => toggle.entry !== null });

$tasks.on(toggleResolved, (tasks, { pointIndex, entry }) => {
  if (pointIndex === 0 && isDropOnly(entry)) return tasks;
  const present = (tasks[pointIndex] ?? []).some((task) => task.id === entry.id);
  // §3: the return to the first address happens once per order.
  if (!present && isReturnTask(entry) && tasks.flat().some(isReturnTask)) return tasks;
  return updateAt(tasks, pointIndex, (list) =>
    present ? list.filter((task) => task.id !== entry.id) : [...list, toTask(entry)],
  );
});

// Taking payment needs something to take payment for: the first item appears with the task.
$items.on(toggleResolved, (items, { pointIndex, entry }) =>
  isPaymentTask(entry) && pointIndex > 0 && (items[pointIndex] ?? []).length === 0
    ? updateAt(items, pointIndex, (list) => [newItem(list)])
    : items,
);

/** §4: the total price of the selected tasks. */
export const $tasksPrice = $tasks.map(totalTasksPrice);
export const $hasTasks = $tasks.map((tasks) => tasks.some((list) => list.length > 0));
export const $hasReturnTask = $tasks.map((tasks) => tasks.flat().some(isReturnTask));

/** §4: the amount to accept at each point with a payment task (sum of its items); 0 elsewhere. */
export const $acceptedAmounts = combine($tasks, $items, (tasks, items) =>
  tasks.map((list, index) => (list.some(isPaymentTask) ? itemsSum(items[index] ?? []) : 0)),
);

/** §5: invalidTitle / invalidPrice per point and item index. */
export const $itemErrors = combine($tasks, $items, itemErrors);

/** 'Fill in fields for the payment task' applies: an item is wrong or a payment task has none. */
export const $paymentTaskIncomplete = combine(
  $tasks,
  $items,
  $itemErrors,
  (tasks, items, errors) => Object.keys(errors).length > 0 || hasEmptyPaymentTask(tasks, items),
);
