// By its file: the widget's index would evaluate the whole form with this module.
import { orderFormPage } from '../../widgets/order-form/model/form-steps';

/** The form's models a task apart, then the page (decision 0015). */
const form = orderFormPage(
  () => import(/* webpackMode: "eager", webpackExports: ["NewOrderPage"] */ './new-order-page'),
  (module) => module.NewOrderPage,
);

/** Called by the shell before the page's first render: the form's lists, once its models exist. */
export const routeEntered = form.routeEntered;

/** The shell shows its loading state until the form's models are in, then the page at once. */
export const pageReady = form.pageReady;

/** The exposed module's default export is the page the shell renders. */
const NewOrderPage = form.Page;
export { NewOrderPage };
export default NewOrderPage;
