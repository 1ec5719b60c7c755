import type { City, GeocodeResult } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

const SEARCH_URL = '/rocket/v0/common/addresses/search';
export const VALIDATE_URL = '/rocket/v0/deliveries/address/validate-coordinate';

/** The platform's geocoder; a superseded call is cancelled through `signal`. */
export const searchAddresses = (q: string, signal: AbortSignal, city?: City) =>
  platformRequest<{ results: GeocodeResult[] }>({
    method: 'get',
    url: SEARCH_URL,
    params: { q, ...(city ? { city } : {}) },
    signal,
  }).then((answer) => answer.results);

/**
 * §4: the picked coordinate must lie in a delivery zone (WRONG_ADDRESS_ZONE otherwise); a check that
 * a later pick superseded is cancelled through `signal`.
 */
export const validateCoordinate = (latitude: number, longitude: number, signal?: AbortSignal) =>
  platformRequest<{ is_valid: true; city: City }>({
    method: 'post',
    url: VALIDATE_URL,
    data: { latitude, longitude },
    ...(signal ? { signal } : {}),
  });
