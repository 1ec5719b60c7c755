import { addTranslations } from '@cabinet/shared';

import { kk } from './kk';
import { ru } from './ru';

/** The namespace of /employers: registered by the page's own chunk, so the login page never downloads it. */
export const EMPLOYEES_NAMESPACE = 'auth-employees';

addTranslations(EMPLOYEES_NAMESPACE, { ru, kk });
