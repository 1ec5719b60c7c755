import { addTranslations } from '@cabinet/shared';

import { creationRu } from './creation-ru';

/**
 * The order form's strings (desktop and phone), in a namespace of their own: only the form's modules
 * import this file, so the phone's home, the orders list and the tracking page never download them.
 */
export const CREATION_NAMESPACE = 'orders-creation';

addTranslations(CREATION_NAMESPACE, {
  ru: creationRu,
  kk: () =>
    import(/* webpackChunkName: "orders-creation-kk" */ './creation-kk').then((module) => module.creationKk),
});
