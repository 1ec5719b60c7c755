/**
 * Money and whole numbers as the cabinet shows them (`formatMoney`, `formatAmount`): one format in
 * every app and language. A stateless library each app bundles (decision 0012), not federated.
 */
export { MONEY_SPACE, formatAmount, formatMoney } from './format-money';
