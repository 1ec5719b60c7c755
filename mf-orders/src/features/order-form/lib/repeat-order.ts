import type { DeliveryPaymentItem, Point, Task } from '@cabinet/shared';
import type { CompanyTask, PointInput } from '@cabinet/shared/contract';

import { createEmptyPoint } from '../../../entities/point';
import { taskById } from '../../../entities/task';

/** Written by the tracking pages' "repeat order" button: points in the contract's input shape. */
export const REPEAT_ORDER_KEY = 'cabinet.repeat-order';

export interface LoadedPoints {
  points: Point[];
  tasks: Task[][];
  items: DeliveryPaymentItem[][];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Turns stored point inputs into draft points, tasks and items; null when they are unusable. Tasks
 * are looked up in the task catalogue (one it does not offer is left out) and keep their comments.
 */
export function fromPointInputs(raw: string | null, catalogue: readonly CompanyTask[]): LoadedPoints | null {
  if (raw === null) return null;
  let inputs: unknown;
  try {
    inputs = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(inputs) || inputs.length < 2 || inputs.length > 15) return null;
  const result: LoadedPoints = { points: [], tasks: [], items: [] };
  let nextId = 1;
  (inputs as Array<Partial<PointInput>>).forEach((input, index) => {
    const point = createEmptyPoint(index);
    const address = (input?.address ?? {}) as Partial<PointInput['address']>;
    const latitude = coordinate(address.latitude);
    const longitude = coordinate(address.longitude);
    point.address = {
      street: text(address.street),
      building: text(address.building),
      entrance: text(address.entrance),
      floor: text(address.floor),
      apartment: text(address.apartment),
      intercom: text(address.intercom),
      extra_info: text(address.extra_info),
      latitude,
      longitude,
    };
    point.geo_data = latitude !== null && longitude !== null ? [longitude, latitude] : null;
    point.contact_info = {
      phone_number: text(input?.contact_info?.phone_number),
      contact_name: text(input?.contact_info?.contact_name),
    };
    result.points.push(point);
    result.tasks.push(
      (input?.tasks ?? []).flatMap((task) => {
        const known = taskById(task.id, catalogue);
        // The courier's instructions of the original order come along with its tasks.
        return known ? [{ ...known, comment: text(task.comment) }] : [];
      }),
    );
    result.items.push(
      (input?.delivery_payment_items ?? []).map((item) => ({
        id: nextId++,
        title: text(item.title),
        price: typeof item.price === 'number' ? item.price : 0,
      })),
    );
  });
  return result;
}
