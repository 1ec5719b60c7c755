/** Delivery groups (orders), tariffs, points, couriers, cancellation, upload. */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, lonLatSchema, transportSchema } from './common';
import { groupGradeSchema } from './grades';
import { taskCodeSchema } from './profile';
import { MAX_LENGTH } from './limits';

const text = (max: number) => z.string().trim().max(max);

/** §4 list statuses: 1 searching, 2 in progress, 5 planned (active); 3 delivered, 4 cancelled (finished). */
export const LIST_STATUS = { searching: 1, inProgress: 2, delivered: 3, cancelled: 4, planned: 5 } as const;

/** Detailed state of an order. */
export const orderStateSchema = z.enum([
  'planned',
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
  'delivered',
  'cancelled',
]);
export type OrderState = z.infer<typeof orderStateSchema>;
export const pointStateSchema = z.enum(['pending', 'arrived', 'done', 'cancelled']);

export const pointAddressInputSchema = z.object({
  street: z.string().trim().min(1).max(MAX_LENGTH.street),
  building: text(MAX_LENGTH.addressPart).default(''),
  entrance: text(MAX_LENGTH.addressPart).default(''),
  floor: text(MAX_LENGTH.addressPart).default(''),
  apartment: text(MAX_LENGTH.addressPart).default(''),
  intercom: text(MAX_LENGTH.addressPart).default(''),
  extra_info: text(MAX_LENGTH.extraInfo).default(''),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export const contactInfoSchema = z.object({
  phone_number: z.string().trim().min(5).max(MAX_LENGTH.phoneNumber),
  contact_name: text(MAX_LENGTH.contactName).default(''),
});
export const pointTaskInputSchema = z.object({
  /** Id from the task catalogue (GET /rocket/v0/business/company/tasks). */
  id: z.number().int().positive(),
  comment: text(MAX_LENGTH.comment).default(''),
});
export const deliveryPaymentItemInputSchema = z.object({
  title: z.string().trim().min(1).max(MAX_LENGTH.itemTitle),
  price: z.number().int().min(1).max(10_000_000),
});
export const pointInputSchema = z.object({
  /** First point only: save the address into the company's saved addresses. */
  save: z.boolean().default(false),
  /** A saved address this point starts from (its max_order_distance is enforced). */
  address_id: z.number().int().positive().optional(),
  address: pointAddressInputSchema,
  contact_info: contactInfoSchema,
  tasks: z.array(pointTaskInputSchema).max(10).default([]),
  delivery_payment_items: z.array(deliveryPaymentItemInputSchema).max(50).default([]),
});
export type PointInput = z.input<typeof pointInputSchema>;

export const MAX_POINTS = 15;

/** POST /rocket/v0/deliveries/orders/tariffs */
const tariffPointSchema = z.union([
  z.object({ latitude: latitudeSchema, longitude: longitudeSchema }),
  z.object({ address: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }) }),
]);
export const tariffsRequestSchema = z.object({
  points: z.array(tariffPointSchema).min(2).max(MAX_POINTS),
  optimize_trip: z.boolean().default(false),
  /** Saved address of the first point (max_order_distance check). */
  address_id: z.number().int().positive().optional(),
});
export type TariffsRequest = z.input<typeof tariffsRequestSchema>;

export const tariffSchema = z.object({
  /** Quote id: valid 30 minutes, only for exactly these points in this order (else TARIFF_NOT_FOUND). */
  id: z.number().int(),
  transport: transportSchema,
  /** Integer tenge. */
  price: z.number().int(),
  is_fastest: z.boolean(),
  is_multipoint: z.boolean(),
  is_unavailable: z.boolean(),
  unavailable_reason: z.string().nullable(),
  delivery_sla_hours: z.number(),
  weight_limit_kg: z.number(),
  eta_minutes: z.number().int(),
  surge_percent: z.number().int(),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const ratesVariantSchema = z.object({
  tariffs: z.array(tariffSchema),
  /** Km along the points (haversine), 2 decimals. */
  distance: z.number(),
  /** [longitude, latitude] of each point in route order. */
  waypoints: z.array(lonLatSchema),
});
export const ratesResponseSchema = ratesVariantSchema.extend({
  /** Only when optimize_trip: true. First and last points stay; `order` = request indices in the new order. */
  optimized: ratesVariantSchema.extend({ order: z.array(z.number().int()) }).nullable(),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/** POST /rocket/v0/deliveries/groups */
export const createGroupRequestSchema = z.object({
  tariff_id: z.number().int().positive(),
  points: z.array(pointInputSchema).min(2).max(MAX_POINTS),
  /** 1 immediate (default), 2 planned (needs datetime). */
  delivery_time_type: z.union([z.literal(1), z.literal(2)]).default(1),
  /** ISO 8601 with offset, e.g. 2026-11-23T10:30:00+05:00. */
  datetime: z.string().max(40).nullable().optional(),
  /** 2 balance (default), 5 card (needs card_token). */
  payment_type: z.union([z.literal(2), z.literal(5)]).default(2),
  card_token: z.string().max(100).nullable().optional(),
  comment: text(MAX_LENGTH.longComment).default(''),
  /** Urgent: exactly two points and no tasks. */
  is_urgent: z.boolean().default(false),
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  code: taskCodeSchema,
  comment: z.string(),
  extra_fields: z.object({
    price: z.number().int(),
    price_type: z.literal('ON_DELIVERY_PAYMENT').optional(),
    service_type: z.enum(['destination_change', 'on_delivery_payment']).optional(),
  }),
});
export const deliveryPaymentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
});
export const pointSchema = z.object({
  /** Global point id (GET get-point-data/{id}). */
  id: z.number().int(),
  index: z.number().int(),
  state: pointStateSchema,
  address: pointAddressInputSchema.extend({ city: z.enum(['almaty', 'astana']) }),
  contact_info: z.object({ phone_number: z.string(), contact_name: z.string() }),
  geo_data: lonLatSchema,
  tasks: z.array(taskSchema),
  delivery_payment_items: z.array(deliveryPaymentItemSchema),
  /** Sum of delivery_payment_items prices: the amount the courier collects here. */
  cod_amount: z.number().int(),
});
export type Point = z.infer<typeof pointSchema>;

export const courierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  transport: transportSchema,
  latitude: z.number(),
  longitude: z.number(),
  updated_at: z.string(),
});
export type Courier = z.infer<typeof courierSchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  tracking_token: z.string(),
  status: z.number().int(),
  state: orderStateSchema,
  was_planned: z.boolean(),
  planned_at: z.string().nullable(),
  delivery_time_type: z.number().int(),
  payment_type: z.number().int(),
  card_token: z.string().nullable(),
  is_urgent: z.boolean(),
  transport: transportSchema,
  tariff_id: z.number().int(),
  /** Integer tenge: delivery price, tasks, total (= price + tasks_price). */
  price: z.number().int(),
  tasks_price: z.number().int(),
  total_price: z.number().int(),
  cancel_fee: z.number().int(),
  refunded_amount: z.number().int(),
  distance: z.number(),
  waypoints: z.array(lonLatSchema),
  batching: z.boolean(),
  eta_minutes: z.number().int().nullable(),
  comment: z.string(),
  cancel_reason: z.string().nullable(),
  courier: courierSchema.nullable(),
  points: z.array(pointSchema),
  created_at: z.string(),
  updated_at: z.string(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /**
   * Beyond the spec: the platform's estimate of the courier search, in minutes from the start of the
   * search (`updated_at` of a searching order); null once a courier is found. Without it the cabinet
   * counts down the §9 pickup time.
   */
  search_estimate_minutes: z.number().int().positive().nullable().optional(),
  /** Beyond the spec: the order's rating once given through grades/estimate, else null. */
  grade: groupGradeSchema.nullable().optional(),
});
export type Group = z.infer<typeof groupSchema>;

const boolString = z.enum(['true', 'false']);

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'YYYY-MM-DD');

/**
 * GET /rocket/v0/deliveries/groups?page=&page_size=&status=1,2,5&was_planned=true
 *
 * `search`, `created_from` and `created_to` are sandbox extensions beyond the spec (§7 lists only page,
 * status and was_planned): a production platform may not have them.
 */
export const groupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  /** Comma list or repeated parameter of list statuses (1..5). */
  status: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','))))
    .pipe(
      z
        .array(
          z
            .string()
            .trim()
            .regex(/^[1-5]$/, 'Статус 1..5')
            .transform(Number),
        )
        .max(5),
    ),
  was_planned: boolString.optional(),
  /**
   * Extension: a case-insensitive substring of the order number or of any point's street, building,
   * contact name or contact phone. Blank = no search.
   */
  search: z
    .string()
    .trim()
    .max(100)
    .refine((text) => !text.includes('\u0000'), 'NUL')
    .optional(),
  /** Extension: orders created on this Asia/Almaty day or later (inclusive). */
  created_from: isoDay.optional(),
  /** Extension: orders created on this Asia/Almaty day or earlier (inclusive). */
  created_to: isoDay.optional(),
});

/** PATCH /rocket/v0/deliveries/groups/{id}: cancel the whole order or some points. */
export const cancelGroupRequestSchema = z.object({
  cancel_type_id: z.number().int().positive().optional(),
  comment: text(MAX_LENGTH.comment).default(''),
  /** Global point ids to cancel (not the first point); omitted = the whole order. */
  point_ids: z.array(z.number().int().positive()).min(1).max(MAX_POINTS).optional(),
});
export type CancelGroupRequest = z.input<typeof cancelGroupRequestSchema>;

/** POST /rocket/v0/deliveries/address/validate-coordinate */
export const validateCoordinateRequestSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export const validateCoordinateResponseSchema = z.object({
  is_valid: z.literal(true),
  city: z.enum(['almaty', 'astana']),
  city_name: z.string(),
});

/** GET /rocket/v0/deliveries/cancel-types?type=group|point -> {results: CancelType[]} */
export const cancelTypesQuerySchema = z.object({ type: z.enum(['group', 'point']).default('group') });
export const cancelTypeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['group', 'point']),
  name: z.string(),
});

/** GET /rocket/v0/deliveries/get-point-data/{pointId} */
export const pointDataSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  index: z.number().int(),
  state: pointStateSchema,
  order_state: orderStateSchema,
  /** The courier's name (null before a courier is assigned). */
  contact_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  courier_latitude: z.number().nullable(),
  courier_longitude: z.number().nullable(),
  eta_minutes: z.number().int().nullable(),
});
export type PointData = z.infer<typeof pointDataSchema>;

/** POST /rocket/v0/deliveries/upload-orders/ (is_kaspi_box companies only). */
export const uploadOrdersRequestSchema = z.object({
  orders: z
    .array(
      z.object({
        external_id: z.string().max(100).optional(),
        transport: transportSchema.default('CAR'),
        points: z.array(pointInputSchema).min(2).max(MAX_POINTS),
        delivery_time_type: z.union([z.literal(1), z.literal(2)]).default(1),
        datetime: z.string().max(40).nullable().optional(),
        comment: text(MAX_LENGTH.longComment).default(''),
      }),
    )
    .min(1)
    .max(100),
});
export const uploadOrdersResponseSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      index: z.number().int(),
      external_id: z.string().nullable(),
      id: z.number().int().nullable(),
      number: z.string().nullable(),
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});

/** GET /rocket/v0/tracking/{trackingToken} (public). Phones of the sender/recipient are not exposed. */
export const trackingSchema = z.object({
  number: z.string(),
  state: orderStateSchema,
  status: z.number().int(),
  company_name: z.string(),
  eta_minutes: z.number().int().nullable(),
  courier: z
    .object({
      name: z.string(),
      phone_number: z.string(),
      transport: transportSchema,
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  points: z.array(
    z.object({
      index: z.number().int(),
      state: pointStateSchema,
      street: z.string(),
      building: z.string(),
      geo_data: lonLatSchema,
    }),
  ),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** Beyond the spec: when the order entered its current state (the start of a courier search). */
  updated_at: z.string().optional(),
  /** Beyond the spec: as on the group, the search estimate in minutes while searching. */
  search_estimate_minutes: z.number().int().positive().nullable().optional(),
  /** Beyond the spec: as on the group, the courier carries other orders too (§4 batching notice). */
  batching: z.boolean().optional(),
});
export type TrackingView = z.infer<typeof trackingSchema>;
