import { TASK_PRICE_TENGE, type DeliveryPaymentItem, type Task } from '@cabinet/shared';
import type { TaskCode } from '@cabinet/shared/contract';

/** Price of the return to the first address, in tenge (the platform's catalogue). */
export const RETURN_TASK_PRICE_TENGE = 500;

/** The platform's task catalogue (GET /rocket/v0/business/company/tasks), by task code. */
export const TASK_CATALOGUE: Record<TaskCode, Task> = {
  fitting: { id: 1, comment: '', extra_fields: { price: TASK_PRICE_TENGE.fitting } },
  photo: { id: 2, comment: '', extra_fields: { price: TASK_PRICE_TENGE.photo } },
  verification_code: { id: 3, comment: '', extra_fields: { price: TASK_PRICE_TENGE.verificationCode } },
  on_delivery_payment: {
    id: 4,
    comment: '',
    extra_fields: { price: 0, price_type: 'ON_DELIVERY_PAYMENT', service_type: 'on_delivery_payment' },
  },
  destination_change: {
    id: 5,
    comment: '',
    extra_fields: { price: RETURN_TASK_PRICE_TENGE, service_type: 'destination_change' },
  },
};

export const TASK_CODES = Object.keys(TASK_CATALOGUE) as TaskCode[];

export function taskCodeOf(task: Task): TaskCode | null {
  return TASK_CODES.find((code) => TASK_CATALOGUE[code].id === task.id) ?? null;
}

export function taskById(id: number): Task | null {
  const code = TASK_CODES.find((candidate) => TASK_CATALOGUE[candidate].id === id);
  return code ? { ...TASK_CATALOGUE[code] } : null;
}

/** Tasks that the first point (the sender) cannot carry. */
export const DROP_ONLY_TASKS: readonly TaskCode[] = ['on_delivery_payment', 'destination_change'];

export const isPaymentTask = (task: Task): boolean => task.extra_fields.price_type === 'ON_DELIVERY_PAYMENT';

/** §4: a return task is any task with service_type destination_change. */
export const isReturnTask = (task: Task): boolean => task.extra_fields.service_type === 'destination_change';

/** §4: the total price of selected tasks is the sum of extra_fields.price over all tasks. */
export const totalTasksPrice = (tasks: Task[][]): number =>
  tasks.flat().reduce((sum, task) => sum + task.extra_fields.price, 0);

/** §3: the amount to accept at a point is the sum of its item prices. */
export const itemsSum = (items: DeliveryPaymentItem[]): number =>
  items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0), 0);

export interface ItemError {
  invalidTitle: boolean;
  invalidPrice: boolean;
}

/** §5: errors per point and index; only points with a payment task are checked. */
export function itemErrors(
  tasks: Task[][],
  items: DeliveryPaymentItem[][],
): Record<number, Record<number, ItemError>> {
  const errors: Record<number, Record<number, ItemError>> = {};
  tasks.forEach((pointTasks, pointIndex) => {
    if (!pointTasks.some(isPaymentTask)) return;
    const pointItems = items[pointIndex] ?? [];
    pointItems.forEach((item, itemIndex) => {
      const invalidTitle = item.title.trim() === '';
      const invalidPrice = !Number.isInteger(item.price) || item.price < 1;
      if (invalidTitle || invalidPrice) {
        errors[pointIndex] = { ...errors[pointIndex], [itemIndex]: { invalidTitle, invalidPrice } };
      }
    });
  });
  return errors;
}

/** True when some payment task has no items at all. */
export const hasEmptyPaymentTask = (tasks: Task[][], items: DeliveryPaymentItem[][]): boolean =>
  tasks.some((pointTasks, index) => pointTasks.some(isPaymentTask) && (items[index] ?? []).length === 0);
