import { pageInTasks } from '@cabinet/shared/lazy';

// By its file: the widget's index would evaluate the whole form with this module.
import { ORDER_FORM_MODEL_STEPS, enterOrderFormWith } from '../../widgets/order-form/model/form-steps';

/** The form's models a task apart, then the page (decision 0015). */
const form = pageInTasks(
  [
    ...ORDER_FORM_MODEL_STEPS,
    () => import(/* webpackMode: "eager", webpackExports: ["NewOrderPage"] */ './new-order-page'),
  ],
  (module) => module.NewOrderPage,
);

/** Called by the shell before the page's first render: the form's lists, once its models exist. */
export function routeEntered(): void {
  enterOrderFormWith(form.modules);
}

/** The exposed module's default export is the page the shell renders. */
const NewOrderPage = form.Page;
export { NewOrderPage };
export default NewOrderPage;
