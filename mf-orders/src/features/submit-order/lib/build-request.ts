import {
  DELIVERY_TIME_TYPE,
  PAYMENT_TYPE,
  type DeliveryPaymentItem,
  type OrderDetailsState,
  type Point,
  type Task,
} from '@cabinet/shared';
import type { CreateGroupRequest, Tariff } from '@cabinet/shared/contract';
import { toKzPhone } from '@cabinet/shared/phone';

import { hasCoordinates, hasStreet } from '../../../entities/point';
import { isPaymentTask } from '../../../entities/task';

/** Why the draft cannot be sent yet: keys of `creation.errors.*`. */
export type FormProblem =
  | 'tariffMissing'
  | 'paymentTaskIncomplete'
  | 'urgentWithTasks'
  | 'urgentTwoPoints'
  | 'plannedTimeMissing'
  | 'plannedTooSoon'
  | 'plannedTooLate'
  | 'plannedOutsideHours'
  | 'nonWorkingTime'
  | 'cardMissing';

export type PointProblem = 'senderAddressMissing' | 'addressNotExact' | 'phoneInvalid';

interface DraftProblems {
  points: Record<number, PointProblem[]>;
  form: FormProblem[];
}

export interface DraftInput {
  points: Point[];
  tasks: Task[][];
  items: DeliveryPaymentItem[][];
  tariff: Tariff | null;
  ratesFresh: boolean;
  details: OrderDetailsState;
  isUrgent: boolean;
  urgentProblem: 'urgent-with-tasks' | 'urgent-two-points' | null;
  paymentTaskIncomplete: boolean;
  nonWorkingTime: boolean;
  /** §3: the order's comment (none when absent). */
  comment?: string;
  /** What the platform would refuse about the planned time (checked on the client first). */
  plannedTimeProblem?: 'plannedTooSoon' | 'plannedTooLate' | 'plannedOutsideHours' | null;
}

/** §5 messages, per point and for the whole form. */
export function findProblems(input: DraftInput): DraftProblems {
  const problems: DraftProblems = { points: {}, form: [] };
  input.points.forEach((point, index) => {
    const list: PointProblem[] = [];
    if (!hasStreet(point)) list.push(index === 0 ? 'senderAddressMissing' : 'addressNotExact');
    else if (!hasCoordinates(point)) list.push('addressNotExact');
    if (toKzPhone(point.contact_info.phone_number) === null) list.push('phoneInvalid');
    if (list.length > 0) problems.points[index] = list;
  });
  if (!input.tariff || !input.ratesFresh) problems.form.push('tariffMissing');
  if (input.paymentTaskIncomplete) problems.form.push('paymentTaskIncomplete');
  if (input.urgentProblem === 'urgent-with-tasks') problems.form.push('urgentWithTasks');
  if (input.urgentProblem === 'urgent-two-points') problems.form.push('urgentTwoPoints');
  if (input.details.deliveryTimeType === DELIVERY_TIME_TYPE.planned && !input.details.datetime)
    problems.form.push('plannedTimeMissing');
  if (input.plannedTimeProblem) problems.form.push(input.plannedTimeProblem);
  if (input.nonWorkingTime) problems.form.push('nonWorkingTime');
  if (input.details.paymentType === PAYMENT_TYPE.card && !input.details.selectedCardToken)
    problems.form.push('cardMissing');
  return problems;
}

export const hasProblems = (problems: DraftProblems): boolean =>
  problems.form.length > 0 || Object.keys(problems.points).length > 0;

/** No problems at all: one object, so that screens showing nothing are never told to re-render. */
export const NO_PROBLEMS: DraftProblems = Object.freeze({
  points: Object.freeze({}),
  form: [],
}) as DraftProblems;

const POINT_PROBLEMS: readonly PointProblem[] = ['senderAddressMissing', 'addressNotExact', 'phoneInvalid'];

/**
 * Every list a point can have, once, frozen: a point whose problems stay the same keeps the same
 * list object, whatever else changed (its card, reading only its list, does not re-render).
 */
const POINT_LISTS: ReadonlyMap<string, PointProblem[]> = new Map(
  Array.from({ length: 2 ** POINT_PROBLEMS.length }, (_, mask) => {
    const list = POINT_PROBLEMS.filter((__, bit) => (mask & (1 << bit)) !== 0);
    return [list.join(','), Object.freeze(list) as PointProblem[]] as const;
  }),
);

/** The problems as one string: equal problems, equal strings (a derived store then does not update). */
export const problemsKey = (problems: DraftProblems): string => JSON.stringify(problems);

/** The problems of a key, with the shared list object of each point's problems. */
export function problemsOfKey(key: string): DraftProblems {
  const parsed = JSON.parse(key) as DraftProblems;
  const indices = Object.keys(parsed.points);
  if (indices.length === 0 && parsed.form.length === 0) return NO_PROBLEMS;
  const points: Record<number, PointProblem[]> = {};
  for (const index of indices) {
    const list = parsed.points[Number(index)] ?? [];
    points[Number(index)] = POINT_LISTS.get(list.join(',')) ?? list;
  }
  return { points, form: parsed.form };
}

/** The body of POST /rocket/v0/deliveries/groups (shared/src/contract/deliveries.ts). */
export function buildCreateRequest(input: DraftInput): CreateGroupRequest {
  const planned = input.details.deliveryTimeType === DELIVERY_TIME_TYPE.planned;
  const card = input.details.paymentType === PAYMENT_TYPE.card;
  return {
    tariff_id: input.tariff?.id ?? 0,
    points: input.points.map((point, index) => {
      const tasks = input.tasks[index] ?? [];
      const { address, contact_info: contact } = point;
      return {
        save: index === 0 ? (point.save ?? false) : false,
        ...(point.address_id ? { address_id: point.address_id } : {}),
        address: {
          street: address.street.trim(),
          building: address.building.trim(),
          entrance: address.entrance.trim(),
          floor: address.floor.trim(),
          apartment: address.apartment.trim(),
          intercom: address.intercom.trim(),
          extra_info: address.extra_info.trim(),
          latitude: address.latitude ?? 0,
          longitude: address.longitude ?? 0,
        },
        contact_info: {
          phone_number: toKzPhone(contact.phone_number) ?? contact.phone_number.trim(),
          contact_name: contact.contact_name.trim(),
        },
        tasks: tasks.map((task) => ({ id: task.id, comment: task.comment })),
        delivery_payment_items: tasks.some(isPaymentTask)
          ? (input.items[index] ?? []).map((item) => ({ title: item.title.trim(), price: item.price }))
          : [],
      };
    }),
    delivery_time_type: planned ? 2 : 1,
    datetime: planned ? input.details.datetime : null,
    payment_type: card ? 5 : 2,
    card_token: card ? input.details.selectedCardToken : null,
    comment: (input.comment ?? '').trim(),
    is_urgent: input.isUrgent,
  };
}
