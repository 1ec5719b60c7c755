import {
  DELIVERY_TIME_TYPE,
  PAYMENT_TYPE,
  type DeliveryPaymentItem,
  type OrderDetailsState,
  type Point,
  type Task,
} from '@cabinet/shared';
import type { CreateGroupRequest, Tariff } from '@cabinet/shared/contract';

import { hasCoordinates, hasStreet, toKzPhone } from '../../../entities/point';
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

export interface DraftProblems {
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

const sameList = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean =>
  a === b ||
  (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]));

/**
 * `next`, reusing whatever is equal in `previous` (the whole object, the form list, each point's
 * list): typing in one field then changes nothing that another point's card reads.
 */
export function keepEqualProblems(previous: DraftProblems, next: DraftProblems): DraftProblems {
  const form = sameList(previous.form, next.form) ? previous.form : next.form;
  const keys = Object.keys(next.points);
  const points: Record<number, PointProblem[]> = {};
  for (const key of keys) {
    const index = Number(key);
    const list = next.points[index] as PointProblem[];
    points[index] = sameList(previous.points[index], list)
      ? (previous.points[index] as PointProblem[])
      : list;
  }
  const samePoints =
    keys.length === Object.keys(previous.points).length &&
    keys.every((key) => previous.points[Number(key)] === points[Number(key)]);
  if (samePoints && form === previous.form) return previous;
  if (keys.length === 0 && form.length === 0) return NO_PROBLEMS;
  return { points: samePoints ? previous.points : points, form };
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
    comment: '',
    is_urgent: input.isUrgent,
  };
}
