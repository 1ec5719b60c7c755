import { addTranslations } from '@cabinet/shared';

import { ru } from './ru';

/**
 * The translation namespace of this remote; its strings arrive with its code, not with the shell. The
 * Kazakh ones are fetched when the page speaks Kazakh (a Russian visit never downloads them).
 */
export const NAMESPACE = 'reports';

addTranslations(NAMESPACE, {
  ru,
  kk: () => import(/* webpackChunkName: "reports-kk" */ './kk').then((module) => module.kk),
});
