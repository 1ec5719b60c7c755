import { addTranslations } from '@cabinet/shared';

import { kk } from './kk';
import { ru } from './ru';

/** The i18next namespace of this remote; its strings arrive with its code, not with the shell. */
export const NAMESPACE = 'orders';

addTranslations(NAMESPACE, { ru, kk });
