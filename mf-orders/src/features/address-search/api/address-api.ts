import type { Branch, GeocodeResult, SavedAddress } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

const SEARCH_URL = '/rocket/v0/common/addresses/search';
const SAVED_ADDRESSES_URL = '/rocket/v0/common/addresses';
const BRANCHES_URL = '/rocket/v0/business/branches';
export const VALIDATE_URL = '/rocket/v0/deliveries/address/validate-coordinate';

/** The platform's geocoder; a superseded call is cancelled through `signal`. */
export const searchAddresses = (q: string, signal: AbortSignal, city?: 'almaty' | 'astana') =>
  platformRequest<{ results: GeocodeResult[] }>({
    method: 'get',
    url: SEARCH_URL,
    params: { q, ...(city ? { city } : {}) },
    signal,
  }).then((answer) => answer.results);

export const fetchSavedAddresses = () =>
  platformRequest<{ results: SavedAddress[] }>({
    method: 'get',
    url: SAVED_ADDRESSES_URL,
    params: { is_customer: false },
  }).then((answer) => answer.results);

export const fetchBranches = () =>
  platformRequest<{ results: Branch[] }>({ method: 'get', url: BRANCHES_URL, params: { page: 1 } }).then(
    (answer) => answer.results,
  );

/**
 * §4: the picked coordinate must lie in a delivery zone (WRONG_ADDRESS_ZONE otherwise); a check that
 * a later pick superseded is cancelled through `signal`.
 */
export const validateCoordinate = (latitude: number, longitude: number, signal?: AbortSignal) =>
  platformRequest<{ is_valid: true; city: 'almaty' | 'astana' }>({
    method: 'post',
    url: VALIDATE_URL,
    data: { latitude, longitude },
    ...(signal ? { signal } : {}),
  });

/** The code of a failed call's answer, if any. */
export function failureCode(error: unknown): string | null {
  const detail = (error as { response?: { data?: { detail?: { code?: unknown } } } } | null)?.response?.data
    ?.detail;
  return typeof detail?.code === 'string' ? detail.code : null;
}
