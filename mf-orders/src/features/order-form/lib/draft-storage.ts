import type { DeliveryPaymentItem, OrderDetailsState, Point, Task } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

export const DRAFT_VERSION = 1;

export type WizardStep = 'init' | 'from' | 'to' | 'details';
const WIZARD_STEPS: readonly WizardStep[] = ['init', 'from', 'to', 'details'];

/** §4: persisted points, rates, tasks, mobile and mobile_details. */
export interface OrderDraft {
  version: typeof DRAFT_VERSION;
  points: Point[];
  rates: { rates: RatesResponse | null; selected: Tariff | null };
  tasks: { tasks: Task[][]; items: DeliveryPaymentItem[][] };
  mobile: { step: WizardStep };
  /** `comment`: the order's comment (absent in drafts written before it existed). */
  mobile_details: { details: OrderDetailsState; isUrgent: boolean; comment?: string };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';
const isCoordinate = (value: unknown): boolean => value === null || typeof value === 'number';

function isPoint(value: unknown): value is Point {
  if (!isObject(value) || !isObject(value.address) || !isObject(value.contact_info)) return false;
  const address = value.address;
  return (
    ['street', 'entrance', 'floor', 'building', 'apartment', 'intercom', 'extra_info'].every((key) =>
      isString(address[key]),
    ) &&
    isCoordinate(address.latitude) &&
    isCoordinate(address.longitude) &&
    isString(value.contact_info.phone_number) &&
    isString(value.contact_info.contact_name) &&
    (value.address_id === undefined || value.address_id === null || Number.isInteger(value.address_id))
  );
}

const isTask = (value: unknown): value is Task =>
  isObject(value) &&
  typeof value.id === 'number' &&
  isObject(value.extra_fields) &&
  typeof value.extra_fields.price === 'number';

const isItem = (value: unknown): value is DeliveryPaymentItem =>
  isObject(value) && typeof value.id === 'number' && isString(value.title) && typeof value.price === 'number';

const listsOf = <T>(value: unknown, check: (item: unknown) => item is T, length: number): value is T[][] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((list) => Array.isArray(list) && (list as unknown[]).every(check));

function isDetails(value: unknown): value is OrderDetailsState {
  return (
    isObject(value) &&
    (value.deliveryTimeType === 1 || value.deliveryTimeType === 2) &&
    (value.paymentType === 2 || value.paymentType === 5) &&
    (value.datetime === null || isString(value.datetime)) &&
    (value.datetimeToDisplay === null || isString(value.datetimeToDisplay)) &&
    (value.selectedCardToken === null || isString(value.selectedCardToken))
  );
}

const isRates = (value: unknown): value is RatesResponse =>
  isObject(value) && Array.isArray(value.tariffs) && Array.isArray(value.waypoints);

/**
 * Reads a stored draft. Anything else — another version, broken JSON, a changed shape — is null:
 * the caller drops it and starts clean, never crashes.
 */
export function parseDraft(raw: string | null): OrderDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.version !== DRAFT_VERSION) return null;
  const { points, rates, tasks, mobile, mobile_details: mobileDetails } = value;
  if (!Array.isArray(points) || points.length < 2 || points.length > 15 || !points.every(isPoint))
    return null;
  if (
    !isObject(tasks) ||
    !listsOf(tasks.tasks, isTask, points.length) ||
    !listsOf(tasks.items, isItem, points.length)
  )
    return null;
  if (!isObject(rates) || !(rates.rates === null || isRates(rates.rates))) return null;
  if (!isObject(mobile) || !WIZARD_STEPS.includes(mobile.step as WizardStep)) return null;
  if (
    !isObject(mobileDetails) ||
    !isDetails(mobileDetails.details) ||
    typeof mobileDetails.isUrgent !== 'boolean' ||
    !(mobileDetails.comment === undefined || isString(mobileDetails.comment))
  )
    return null;
  return value as unknown as OrderDraft;
}
