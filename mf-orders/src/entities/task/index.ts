export {
  TASKS_URL,
  $taskCatalogue,
  $taskCatalogueState,
  $taskCatalogueFailed,
  $taskCatalogueSettled,
  $tasks,
  $items,
  $tasksPrice,
  $hasTasks,
  $hasReturnTask,
  $acceptedAmounts,
  $itemErrors,
  $paymentTaskIncomplete,
  fetchTaskCatalogueFx,
  taskCatalogueRequested,
  taskCatalogueRetried,
  taskToggled,
  itemAdded,
  itemChanged,
  itemRemoved,
  tasksReplaced,
} from './model/tasks-model';
export {
  readCatalogue,
  toTask,
  taskCodeOf,
  taskById,
  isPaymentTask,
  isReturnTask,
  isDropOnly,
  totalTasksPrice,
  itemsSum,
  itemErrors,
} from './lib/catalogue';
export type { ItemError } from './lib/catalogue';
export type { TaskCatalogueState } from './model/tasks-model';
export { TaskCatalogueNotice } from './ui/task-catalogue-notice';
