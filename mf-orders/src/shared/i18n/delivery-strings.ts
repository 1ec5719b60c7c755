import { addTranslations } from '@cabinet/shared';

import { deliveryRu } from './delivery-ru';

/**
 * The strings of /delivery (the saved addresses, their list and form), in a namespace of their own:
 * only that page's modules import this file.
 */
export const DELIVERY_NAMESPACE = 'orders-delivery';

addTranslations(DELIVERY_NAMESPACE, {
  ru: deliveryRu,
  kk: () =>
    import(/* webpackChunkName: "orders-delivery-kk" */ './delivery-kk').then((module) => module.deliveryKk),
});
