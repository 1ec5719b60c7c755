import { addTranslations } from '@cabinet/shared';

import { integrationRu } from './integration-ru';
import type { SameKeys } from './ru';
import { uploadRu } from './upload-ru';

/**
 * The strings of /integration alone (its API access, its API guide and the bulk upload), in a
 * namespace of their own: only the modules of that page import this file, so the order form, the
 * phone's home and every other page of this remote never download them.
 */
export const INTEGRATION_NAMESPACE = 'orders-integration';

const ru = { integration: integrationRu, upload: uploadRu };

/** The integration page's strings: the Kazakh ones must have every key of the Russian ones. */
export type IntegrationResources = SameKeys<typeof ru>;

addTranslations(INTEGRATION_NAMESPACE, {
  ru,
  kk: () =>
    import(/* webpackChunkName: "orders-integration-kk" */ './integration-strings-kk').then(
      (module) => module.kk,
    ),
});
