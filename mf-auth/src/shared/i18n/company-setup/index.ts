import { addTranslations } from '@cabinet/shared';

import { kk } from './kk';
import { ru } from './ru';

/** The namespace of the company setup page: its chunk brings it, so /login never downloads it. */
export const COMPANY_SETUP_NAMESPACE = 'auth-company-setup';

addTranslations(COMPANY_SETUP_NAMESPACE, { ru, kk });
