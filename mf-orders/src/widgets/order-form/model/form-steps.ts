/**
 * The order form's models, in the steps a page of the form evaluates them, a task apart (decision
 * 0015, `pageInTasks`): they create several hundred effector units, and evaluated at once they were
 * the longest task of a phone's first load (75 ms on this machine, 300 ms at a phone's 4× slower
 * CPU). Imported by its file: the widget's index would evaluate the whole form at once.
 */
export const ORDER_FORM_MODEL_STEPS = [
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../entities/tariff'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../entities/task'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/submit-order'),
] as const;

/**
 * A form page's `routeEntered`: once the page's modules are in, the lists its first screen shows are
 * asked for (`orderFormEntered`; on a first load the shell already holds their answers). Modules
 * that fail are the page's to show (the shell's error boundary): here only logged, as the shell logs
 * a `routeEntered` that throws, never an unhandled rejection.
 */
export function enterOrderFormWith(modules: () => Promise<unknown>): void {
  modules()
    .then(() => import(/* webpackMode: "eager", webpackExports: ["orderFormEntered"] */ './form-entered'))
    .then(({ orderFormEntered }) => orderFormEntered())
    .catch((error: unknown) => console.error('The order form could not ask for its lists', error));
}
