import type { DeliveryPaymentItem, Task } from '@cabinet/shared';
import type { CompanyTask, TaskCode } from '@cabinet/shared/contract';

const KNOWN_CODES: readonly TaskCode[] = [
  'fitting',
  'photo',
  'verification_code',
  'on_delivery_payment',
  'destination_change',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of the platform's answer that the form can offer; anything else is left out. */
function isCatalogueTask(value: unknown): value is CompanyTask {
  if (!isObject(value) || !Number.isInteger(value.id) || !isObject(value.extra_fields)) return false;
  const price = value.extra_fields.price;
  return (
    KNOWN_CODES.includes(value.code as TaskCode) &&
    typeof price === 'number' &&
    Number.isInteger(price) &&
    price >= 0
  );
}

/** The usable entries of the platform's catalogue, one per code, in its order. */
export function readCatalogue(results: unknown): CompanyTask[] {
  if (!Array.isArray(results)) return [];
  const seen = new Set<TaskCode>();
  return results.filter((entry): entry is CompanyTask => {
    if (!isCatalogueTask(entry) || seen.has(entry.code)) return false;
    seen.add(entry.code);
    return true;
  });
}

/** A catalogue entry as a point's task (§3 Task: id, comment, extra_fields). */
export const toTask = (entry: CompanyTask, comment = ''): Task => ({
  id: entry.id,
  comment,
  extra_fields: { ...entry.extra_fields },
});

/**
 * The tasks the catalogue confirms, with its prices and kinds (comments kept); a task it does not
 * offer goes. Item lists stay: they matter only beside a payment task.
 */
export const confirmTasks = (tasks: Task[][], catalogue: readonly CompanyTask[]): Task[][] =>
  tasks.map((list) =>
    list.flatMap((task) => {
      const entry = catalogue.find((candidate) => candidate.id === task.id);
      return entry ? [toTask(entry, task.comment)] : [];
    }),
  );

/** A new, empty payment item: its id is one more than the largest of the point's (unique per point). */
export const newItem = (items: readonly DeliveryPaymentItem[]): DeliveryPaymentItem => ({
  id: items.reduce((max, item) => Math.max(max, item.id), 0) + 1,
  title: '',
  price: 0,
});

/** The task with this catalogue id, or null. */
export function taskById(id: number, catalogue: readonly CompanyTask[]): Task | null {
  const entry = catalogue.find((candidate) => candidate.id === id);
  return entry ? toTask(entry) : null;
}

export const isPaymentTask = (task: Pick<Task, 'extra_fields'>): boolean =>
  task.extra_fields.price_type === 'ON_DELIVERY_PAYMENT';

/** §4: a return task is any task with service_type destination_change. */
export const isReturnTask = (task: Pick<Task, 'extra_fields'>): boolean =>
  task.extra_fields.service_type === 'destination_change';

/** Tasks the first point (the sender) cannot carry: taking payment and the return to it. */
export const isDropOnly = (task: Pick<Task, 'extra_fields'>): boolean =>
  isPaymentTask(task) || isReturnTask(task);

/** §4: the total price of selected tasks is the sum of extra_fields.price over all tasks. */
export const totalTasksPrice = (tasks: Task[][]): number =>
  tasks.flat().reduce((sum, task) => sum + task.extra_fields.price, 0);

/** §3: the amount to accept at a point is the sum of its item prices. */
export const itemsSum = (items: DeliveryPaymentItem[]): number =>
  items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0), 0);

interface ItemError {
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
