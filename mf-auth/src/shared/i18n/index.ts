import { addTranslations } from '@cabinet/shared';

import { kk } from './kk';
import { ru } from './ru';

/** The translation namespace of this remote; its strings arrive with its code, not with the shell. */
export const NAMESPACE = 'auth';

addTranslations(NAMESPACE, { ru, kk });
