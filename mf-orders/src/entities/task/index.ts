export {
  $tasks,
  $items,
  $tasksPrice,
  $hasTasks,
  $hasReturnTask,
  $acceptedAmounts,
  $itemErrors,
  $paymentTaskIncomplete,
  taskToggled,
  itemAdded,
  itemChanged,
  itemRemoved,
  tasksReplaced,
} from './model/tasks-model';
export {
  TASK_CATALOGUE,
  TASK_CODES,
  DROP_ONLY_TASKS,
  RETURN_TASK_PRICE_TENGE,
  taskCodeOf,
  taskById,
  isPaymentTask,
  isReturnTask,
  totalTasksPrice,
  itemsSum,
  itemErrors,
} from './lib/catalogue';
export type { ItemError } from './lib/catalogue';
