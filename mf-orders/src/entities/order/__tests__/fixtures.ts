import type { Group, OrderState } from '@cabinet/shared/contract';

const STATUS: Record<OrderState, number> = {
  planned: 5,
  searching: 1,
  accepted: 2,
  arrived_to_sender: 2,
  picked_up: 2,
  arrived_to_client: 2,
  delivered: 3,
  cancelled: 4,
};

function point(index: number, street: string, overrides: Partial<Group['points'][number]> = {}) {
  return {
    id: 100 + index,
    index,
    state: 'pending' as const,
    address: {
      street,
      building: String(10 + index),
      entrance: '',
      floor: '',
      apartment: '',
      intercom: '',
      extra_info: '',
      latitude: 43.24,
      longitude: 76.95,
      city: 'almaty' as const,
    },
    contact_info: { phone_number: `+7701000000${index}`, contact_name: `Контакт ${index}` },
    geo_data: [76.95, 43.24] as [number, number],
    tasks: [],
    delivery_payment_items: [],
    cod_amount: 0,
    ...overrides,
  };
}

/** A delivery group as the platform answers it, in the given state. */
export function makeOrder(
  id: number,
  state: OrderState = 'searching',
  overrides: Partial<Group> = {},
): Group {
  return {
    id,
    number: `R-${String(id).padStart(6, '0')}`,
    tracking_token: `tok-${id}`,
    status: STATUS[state],
    state,
    was_planned: state === 'planned',
    planned_at: null,
    delivery_time_type: 1,
    payment_type: 2,
    card_token: null,
    is_urgent: false,
    transport: 'CAR',
    tariff_id: 1,
    price: 1200,
    tasks_price: 300,
    total_price: 1500,
    cancel_fee: 0,
    refunded_amount: 0,
    distance: 3.2,
    waypoints: [],
    batching: false,
    eta_minutes: null,
    comment: '',
    cancel_reason: null,
    courier: null,
    points: [
      point(0, 'проспект Абая'),
      point(1, 'улица Толе би'),
      point(2, 'проспект Достык', {
        tasks: [{ id: 4, code: 'on_delivery_payment', comment: '', extra_fields: { price: 0 } }],
        delivery_payment_items: [
          { id: 1, title: 'Платье', price: 5000 },
          { id: 2, title: 'Шарф', price: 2000 },
        ],
        cod_amount: 7000,
      }),
    ],
    created_at: '2026-11-22T05:00:00.000Z',
    updated_at: '2026-11-22T05:00:00.000Z',
    delivered_at: null,
    cancelled_at: null,
    ...overrides,
  };
}
