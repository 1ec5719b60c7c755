/**
 * Money, whole numbers and card systems as the cabinet shows them (`formatMoney`, `formatAmount`,
 * `cardBrandName`): one format in every app and language. A stateless library each app bundles
 * (decision 0012), not federated.
 */
export { cardBrandName } from './card-brand';
export { MONEY_SPACE, formatAmount, formatMoney } from './format-money';
