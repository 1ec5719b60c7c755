import type { Group, PointInput } from '@cabinet/shared/contract';

/** Where "repeat order" leaves the copied points for the order form (read by order creation). */
export const REPEAT_ORDER_STORAGE_KEY = 'cabinet.repeat-order';

/** The points of an existing order as the create-order request's point input (§7 POST groups). */
export function toPointInputs(order: Pick<Group, 'points'>): PointInput[] {
  return [...order.points]
    .sort((a, b) => a.index - b.index)
    .map((point, index) => ({
      save: false,
      address: {
        street: point.address.street,
        building: point.address.building,
        entrance: point.address.entrance,
        floor: point.address.floor,
        apartment: point.address.apartment,
        intercom: point.address.intercom,
        extra_info: point.address.extra_info,
        latitude: point.address.latitude,
        longitude: point.address.longitude,
      },
      contact_info: {
        phone_number: point.contact_info.phone_number,
        contact_name: point.contact_info.contact_name,
      },
      tasks: point.tasks.map((task) => ({ id: task.id, comment: task.comment })),
      // The first point never carries cash-on-delivery items (the platform refuses them there).
      delivery_payment_items:
        index === 0 ? [] : point.delivery_payment_items.map(({ title, price }) => ({ title, price })),
    }));
}

/** Leaves the points for the order form: a JSON array of the create-order point input. */
export function storeRepeatDraft(order: Pick<Group, 'points'>, storage: Storage = sessionStorage): void {
  storage.setItem(REPEAT_ORDER_STORAGE_KEY, JSON.stringify(toPointInputs(order)));
}
