/**
 * Kazakhstan phone numbers, checked by libphonenumber-js. Stateless, and not a federated module:
 * each app bundles only what it uses (the mobile check carries the mobile metadata, the general one
 * the default metadata), of the +7 zone only; a list that only shows stored numbers (showKzPhone)
 * brings none of the library.
 */
export { formatKzPhone, formatKzPhoneAsTyped, toKzPhone } from './kz-phone';
export { toKzMobilePhone } from './kz-mobile-phone';
export { showKzPhone } from './show-kz-phone';
