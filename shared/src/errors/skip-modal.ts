/** A failed call as the modal rules see it. */
export interface ModalRuleInput {
  url: string;
  status: number | null;
  code: string | null;
  /** Upper-case HTTP method; rules that do not name one apply to every method. */
  method?: string;
}

const BACKGROUND_STATUSES = [400, 401, 402, 403, 404, 500, 502];

/** A request URL's bare path (no origin, query, trailing slash): §8's rules match however it was written. */
export function requestPath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const path = withoutOrigin.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const endsWith = (path: string, suffix: string) => path === suffix || path.endsWith(suffix);
const under = (path: string, prefix: string) => endsWith(path, prefix) || path.includes(`${prefix}/`);

/**
 * The combinations of spec §8 for which no modal is shown: background calls whose failure the
 * screen survives, and answers that their own screen explains.
 */
export function shouldSkipModal({ url, status, code, method }: ModalRuleInput): boolean {
  const path = requestPath(url);
  if (
    (endsWith(path, '/common/configs/get') ||
      under(path, '/business/company/tasks') ||
      under(path, '/common/addresses')) &&
    status !== null &&
    BACKGROUND_STATUSES.includes(status)
  ) {
    return true;
  }
  if (
    endsWith(path, '/deliveries/orders/tariffs') &&
    (status === 401 || code === 'WRONG_ADDRESS_COORDINATE')
  ) {
    return true;
  }
  if (endsWith(path, '/business/company') && status === 404) return true;
  if (endsWith(path, '/business/banners') && (status === 401 || status === 403)) return true;
  // The live courier poll of an order screen: "no courier yet" is a state, not an error.
  if (
    (under(path, '/deliveries/get-point-data') || under(path, '/deliveries/get-courier-data')) &&
    status === 404 &&
    code === 'COURIER_NOT_ASSIGNED'
  ) {
    return true;
  }
  if ((endsWith(path, '/grades/tags') || endsWith(path, '/grades/estimate')) && status === 404) return true;
  // An order that is gone: the cancel dialog (PATCH) and the order screen (GET) say so themselves.
  if (
    (method === 'PATCH' || method === 'GET') &&
    /\/deliveries\/groups\/\d+$/.test(path) &&
    status === 404 &&
    code === 'GROUP_DOES_NOT_EXIST'
  ) {
    return true;
  }
  // A branch that is gone or another company's: the warehouse screens say so themselves.
  if (/\/business\/branches\/\d+$/.test(path) && status === 404 && code === 'BRANCH_NOT_FOUND') return true;
  // The employees screen: a phone already in this or another company is said under the invite's
  // phone field, and a person found already removed is what the owner wanted.
  if (
    method === 'POST' &&
    endsWith(path, '/business/employees') &&
    status === 409 &&
    (code === 'EMPLOYEE_ALREADY_ADDED' || code === 'EMPLOYEE_IN_ANOTHER_COMPANY')
  ) {
    return true;
  }
  if (
    method === 'DELETE' &&
    /\/business\/employees\/\d+$/.test(path) &&
    status === 404 &&
    code === 'EMPLOYEE_NOT_FOUND'
  ) {
    return true;
  }
  return false;
}
