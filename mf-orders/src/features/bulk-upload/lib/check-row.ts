import {
  readPlatformFailure,
  type City,
  type GeocodeResult,
  type RatesResponse,
} from '@cabinet/shared/contract';
import { importWithRetry } from '@cabinet/shared/lazy';

import type { ColumnKey, RowValues } from './columns';
import type { RowProblem, RowProblemCode } from './row-problem';
import type { LocalCheck } from './row-checks';

/**
 * A row's own checks (cells, amounts, phone numbers) in a chunk of their own, fetched once more after
 * a failure: the phone parser they carry is on no first load of /integration (decision 0015).
 */
export const loadLocalChecks = () =>
  importWithRetry(() => import(/* webpackChunkName: "row-checks" */ './row-checks'));

/** An address the gazetteer found, as a point of the order takes it. */
export interface GeoPoint {
  street: string;
  building: string;
  latitude: number;
  longitude: number;
  city: City;
}

/** What a row becomes once every check has passed. */
export interface CheckedOrder {
  sender: GeoPoint;
  recipient: GeoPoint;
  senderPhone: string;
  recipientPhone: string;
  cod: number;
  /** The car tariff of the route plus the payment task when there is cash on delivery, tenge. */
  price: number;
}

export interface RowCheck {
  problems: RowProblem[];
  order: CheckedOrder | null;
}

/** The platform calls a check makes; each answer is remembered for the whole file (see createCheckServices). */
export interface CheckServices {
  /** The best match of the gazetteer, or null when it finds nothing. */
  geocode(address: string): Promise<GeoPoint | null>;
  /** validate-coordinate: true inside a delivery zone. */
  inZone(point: GeoPoint): Promise<boolean>;
  /** The tariffs call for the route: the car price, or why there is none. */
  price(sender: GeoPoint, recipient: GeoPoint): Promise<number | RowProblemCode>;
  /** The price of the courier's payment task; null when the task catalogue has none. */
  codTaskPrice: number | null;
}

/** A failure that says nothing about the row (no connection, a server error): the check may be run again. */
export class CheckUnavailable extends Error {}

/**
 * The preview's verdict on one row: the local checks, then each address through the gazetteer and
 * validate-coordinate, then the route's price through tariffs. Every problem found is reported at once.
 */
export async function checkRow(values: RowValues, services: CheckServices): Promise<RowCheck> {
  let local: LocalCheck;
  try {
    local = (await loadLocalChecks()).checkRowLocally(values);
  } catch (error) {
    console.warn('The checks of a row could not be loaded', error);
    return { problems: [{ code: 'checkFailed', field: null }], order: null };
  }
  const problems = [...local.problems];
  const blocked = (field: ColumnKey) => problems.some((problem) => problem.field === field);
  try {
    const locate = async (field: 'senderAddress' | 'recipientAddress') => {
      if (blocked(field)) return null;
      const point = await services.geocode(values[field].trim());
      if (!point) {
        problems.push({ code: 'addressNotFound', field });
        return null;
      }
      if (!(await services.inZone(point))) {
        problems.push({ code: 'outsideZone', field });
        return null;
      }
      return point;
    };
    const [sender, recipient] = await Promise.all([locate('senderAddress'), locate('recipientAddress')]);
    if ((local.cod ?? 0) > 0 && services.codTaskPrice === null)
      problems.push({ code: 'codUnavailable', field: 'codAmount' });
    if (!sender || !recipient) return { problems: sortProblems(problems), order: null };
    const price = await services.price(sender, recipient);
    if (typeof price !== 'number') problems.push({ code: price, field: null });
    if (problems.length > 0 || typeof price !== 'number')
      return { problems: sortProblems(problems), order: null };
    const cod = local.cod ?? 0;
    return {
      problems: [],
      order: {
        sender,
        recipient,
        senderPhone: local.senderPhone as string,
        recipientPhone: local.recipientPhone as string,
        cod,
        price: price + (cod > 0 ? (services.codTaskPrice ?? 0) : 0),
      },
    };
  } catch (error) {
    if (!(error instanceof CheckUnavailable)) console.warn('A row check failed', error);
    return { problems: sortProblems([...problems, { code: 'checkFailed', field: null }]), order: null };
  }
}

const FIELD_ORDER: Array<ColumnKey | null> = [
  'senderAddress',
  'senderContact',
  'senderPhone',
  'recipientAddress',
  'recipientContact',
  'recipientPhone',
  'codAmount',
  'comment',
  null,
];
/** Problems in the order of the columns, so a row reads left to right. */
const sortProblems = (problems: RowProblem[]) =>
  [...problems].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));

/** The platform calls of createCheckServices, injected so tests can stand in for the platform. */
export interface CheckApi {
  search(q: string, signal: AbortSignal): Promise<GeocodeResult[]>;
  validate(latitude: number, longitude: number, signal: AbortSignal): Promise<unknown>;
  tariffs(
    points: Array<{ latitude: number; longitude: number }>,
    signal: AbortSignal,
  ): Promise<RatesResponse>;
}

const codeOf = (error: unknown) => readPlatformFailure(error).code;
const statusOf = (error: unknown) => readPlatformFailure(error).status;

/** Remembers each promise by key; a failed one is forgotten, so the next check asks again. */
function memo<T>(compute: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    const known = cache.get(key);
    if (known) return known;
    const promise = compute(key);
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
    return promise;
  };
}

const pointKey = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;

/**
 * The services of one file's checks. A file of a shop repeats its warehouse in every row: each
 * address, coordinate and route is asked once and its answer shared by every row that has it.
 */
export function createCheckServices(
  api: CheckApi,
  signal: AbortSignal,
  codTaskPrice: number | null,
): CheckServices {
  const geocode = memo(async (address) => {
    const found = await api.search(address, signal).catch((error: unknown) => {
      // The geocoder could not parse the text at all: nothing of it is an address.
      if (codeOf(error) === 'BEAUTIFUL_PARSING') return [];
      throw new CheckUnavailable(String(error));
    });
    const best = found[0];
    return best
      ? {
          street: best.street,
          building: best.building,
          latitude: best.latitude,
          longitude: best.longitude,
          city: best.city,
        }
      : null;
  });
  const inZone = memo(async (key) => {
    const [latitude, longitude] = key.split(',').map(Number) as [number, number];
    try {
      await api.validate(latitude, longitude, signal);
      return true;
    } catch (error) {
      if (codeOf(error) === 'WRONG_ADDRESS_ZONE') return false;
      throw new CheckUnavailable(String(error));
    }
  });
  const price = memo(async (key): Promise<number | RowProblemCode> => {
    const [from, to] = key.split('|').map((part) => {
      const [latitude, longitude] = part.split(',').map(Number) as [number, number];
      return { latitude, longitude };
    }) as [{ latitude: number; longitude: number }, { latitude: number; longitude: number }];
    try {
      const rates = await api.tariffs([from, to], signal);
      const car = rates.tariffs.find((tariff) => tariff.transport === 'CAR');
      return car && !car.is_unavailable ? car.price : 'tariffUnavailable';
    } catch (error) {
      const code = codeOf(error);
      if (code === 'WRONG_ADDRESS_COORDINATE') return 'differentCities';
      if (code === 'WRONG_ADDRESS_ZONE') return 'outsideZone';
      if (code === 'CITY_IS_CLOSED') return 'cityClosed';
      if (statusOf(error) === 400) return 'tariffUnavailable';
      throw new CheckUnavailable(String(error));
    }
  });
  return {
    geocode: (address) => geocode(address.toLowerCase().replace(/\s+/g, ' ')),
    inZone: (point) => inZone(pointKey(point)),
    price: (sender, recipient) => price(`${pointKey(sender)}|${pointKey(recipient)}`),
    codTaskPrice,
  };
}
