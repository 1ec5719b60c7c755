export { isKzMobilePhone, toKzMobileE164 } from './kz-mobile-phone';
