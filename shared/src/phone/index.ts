/**
 * Kazakhstan phone numbers, checked by libphonenumber-js. Stateless, and not a federated module:
 * each app bundles only what it uses (the mobile check carries the mobile metadata, the general one
 * the default metadata), of the +7 zone only.
 */
export { formatKzPhone, formatKzPhoneAsTyped, toKzPhone } from './kz-phone';
export { toKzMobilePhone } from './kz-mobile-phone';
