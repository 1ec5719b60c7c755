// By its file: the widget's index would evaluate the whole form with this module.
import { orderFormPage } from '../../widgets/order-form/model/form-steps';

/** The form's models a task apart, then the wizard's page, as on /orders/new (decision 0015). */
const wizard = orderFormPage(
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["MobileNewOrderDetailsPage"] */ './mobile-new-order-details-page'
    ),
  (module) => module.MobileNewOrderDetailsPage,
);

/** Called by the shell before the page's first render: the form's lists, once its models exist. */
export const routeEntered = wizard.routeEntered;

/** The shell shows its loading state until the form's models are in, then the page at once. */
export const pageReady = wizard.pageReady;

/** The exposed module's default export is the page the shell renders. */
const MobileNewOrderDetailsPage = wizard.Page;
export { MobileNewOrderDetailsPage };
export default MobileNewOrderDetailsPage;
