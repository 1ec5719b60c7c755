import { combine, createEvent, createStore } from 'effector';

import type { DeliveryPaymentItem, Task } from '@cabinet/shared';
import type { TaskCode } from '@cabinet/shared/contract';

import { pointAdditionApplied, pointRemovalApplied, pointsReordered, pointsReset } from '../../point';
import {
  DROP_ONLY_TASKS,
  TASK_CATALOGUE,
  hasEmptyPaymentTask,
  isPaymentTask,
  isReturnTask,
  itemErrors,
  itemsSum,
  taskCodeOf,
  totalTasksPrice,
} from '../lib/catalogue';

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

const emptyLists = <T>(): T[][] => [[], []];

let nextItemId = Date.now();
const newItem = (): DeliveryPaymentItem => ({ id: nextItemId++, title: '', price: 0 });

const removeAt = <T>(lists: T[][], index: number): T[][] => lists.filter((_, position) => position !== index);
const reorderLists = <T>(lists: T[][], order: number[]): T[][] =>
  order.length === lists.length ? order.map((index) => lists[index] ?? []) : lists;
const updateAt = <T>(lists: T[][], index: number, update: (list: T[]) => T[]): T[][] => {
  const next = [...lists];
  while (next.length <= index) next.push([]);
  next[index] = update(next[index] ?? []);
  return next;
};

/** Tasks per point, by position (§3 Task). */
export const $tasks = createStore<Task[][]>(emptyLists())
  .on(pointAdditionApplied, (tasks) => [...tasks, []])
  .on(pointRemovalApplied, removeAt)
  .on(pointsReordered, reorderLists)
  .on(tasksReplaced, (_, { tasks }) => tasks)
  .reset(pointsReset);

/** Delivery-payment items per point, by position (§3). */
export const $items = createStore<DeliveryPaymentItem[][]>(emptyLists())
  .on(pointAdditionApplied, (items) => [...items, []])
  .on(pointRemovalApplied, removeAt)
  .on(pointsReordered, reorderLists)
  .on(tasksReplaced, (_, { items }) => items)
  .on(itemAdded, (items, pointIndex) => updateAt(items, pointIndex, (list) => [...list, newItem()]))
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

$tasks.on(taskToggled, (tasks, { pointIndex, code }) => {
  if (pointIndex === 0 && DROP_ONLY_TASKS.includes(code)) return tasks;
  const present = (tasks[pointIndex] ?? []).some((task) => taskCodeOf(task) === code);
  if (!present && code === 'destination_change' && tasks.flat().some(isReturnTask)) return tasks;
  return updateAt(tasks, pointIndex, (list) =>
    present
      ? list.filter((task) => taskCodeOf(task) !== code)
      : [...list, { ...TASK_CATALOGUE[code], extra_fields: { ...TASK_CATALOGUE[code].extra_fields } }],
  );
});

// Taking payment needs something to take payment for: the first item appears with the task.
$items.on(taskToggled, (items, { pointIndex, code }) =>
  code === 'on_delivery_payment' && pointIndex > 0 && (items[pointIndex] ?? []).length === 0
    ? updateAt(items, pointIndex, () => [newItem()])
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
