import type { ComponentType } from 'react';

import { pageInTasks } from '@cabinet/shared/lazy';

/**
 * The order form's models, in the steps a page of the form evaluates them, a task apart (decision
 * 0015, `pageInTasks`): they create several hundred effector units, and evaluated at once they were
 * the longest task of a phone's first load (75 ms on this machine, 300 ms at a phone's 4× slower
 * CPU). Each step stays under a long task's 50 ms at 4× CPU where it can: the form's details model
 * goes before the rest of its feature, and the address search before the page (measured with
 * `npm run bench:tasks`, issue 14); the form's draft model and the submission's model are steps of
 * their own too, the longest of the form's feature and of the submission (decision 0015). The three
 * largest models were each split in two files, a step apart: the tariffs (111 units) and their price
 * surge, the draft (123) and the route's prices and its repeated order; a step now creates at most
 * about 90 units, 9–14 ms at 1× CPU on this machine.
 */
const ORDER_FORM_MODEL_STEPS = [
  // The tariffs' model by its file, a step before the price surge's (the rest of the entity).
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../entities/tariff/model/tariffs-model'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../entities/tariff'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../entities/task'),
  // The two features' models by their files, each a step of its own before the rest of its feature.
  () =>
    import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form/model/details-model'),
  () =>
    import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form/model/draft-model'),
  () =>
    import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form/model/route-model'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form/model/repeat-order-model'
    ),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/order-form'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: [] */ '../../../features/submit-order/model/submit-model'
    ),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/submit-order'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../../../features/address-search'),
] as const;

/**
 * An exposed page of the order form (/orders/new, the phone's details step): the form's models a
 * task apart, then the page's own module, and a `routeEntered` that asks for the lists the first
 * screen shows once the models exist (`orderFormEntered`; on a first load the shell already holds
 * their answers), and a `pageReady` that resolves once the last step is in (the shell shows its own
 * loading state until then). Modules that fail are the page's to show (the shell's error boundary): its
 * `routeEntered` only logs them, as the shell logs one that throws, never an unhandled rejection.
 * Imported by its file: the widget's index would evaluate the whole form at once.
 */
export function orderFormPage<Module, Props extends object>(
  loadPage: () => Promise<Module>,
  pageOf: (module: Module) => ComponentType<Props>,
): { Page: ComponentType<Props>; routeEntered: () => void; pageReady: () => Promise<unknown> } {
  const form = pageInTasks([...ORDER_FORM_MODEL_STEPS, loadPage], pageOf);
  const routeEntered = () => {
    form
      .modules()
      .then(() => import(/* webpackMode: "eager", webpackExports: ["orderFormEntered"] */ './form-entered'))
      .then(({ orderFormEntered }) => orderFormEntered())
      .catch((error: unknown) => console.error('The order form could not ask for its lists', error));
  };
  return { Page: form.Page, routeEntered, pageReady: form.modules };
}
