/** Profile, company, cards, company tasks, configs and banners. */
import { z } from 'zod';
import { citySchema, lonLatSchema, phoneSchema } from './common';
import { MAX_LENGTH } from './limits';

/** GET /rocket/users/me */
export const userMeSchema = z.object({
  choco_user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string(),
  avatar: z.string().nullable(),
  /** null until the user creates a company (GET company answers 404 then). */
  company_id: z.number().int().nullable(),
});
export type UserMe = z.infer<typeof userMeSchema>;

export const senderTypeSchema = z.enum(['company', 'individual']);
export const geoCitySchema = z.enum(['all', 'almaty', 'astana']);

/** GET/POST /rocket/v0/business/company */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  sender_type: senderTypeSchema,
  is_kaspi_box: z.boolean(),
  use_chocofood_SaaS: z.boolean(),
  cent_token: z.string().nullable(),
  /** Integer tenge. */
  balance: z.number().int(),
  city: geoCitySchema,
  created_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const createCompanyRequestSchema = z.object({
  phone_number: phoneSchema,
  name: z.string().trim().min(1).max(MAX_LENGTH.name).optional(),
  contact_name: z.string().trim().min(1).max(MAX_LENGTH.contactName).optional(),
});
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;

/** PATCH /rocket/v0/business/update-geo-city/ */
export const updateGeoCityRequestSchema = z.object({ city: geoCitySchema });
export const updateGeoCityResponseSchema = z.object({ city: geoCitySchema });

/** GET /rocket/v0/payments/ioka/get-cards -> {results: Card[]} */
export const cardSchema = z.object({
  token: z.string(),
  pan_masked: z.string(),
  brand: z.enum(['VISA', 'MASTERCARD']),
  expiry: z.string(),
  is_default: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const taskCodeSchema = z.enum([
  'fitting',
  'photo',
  'verification_code',
  'on_delivery_payment',
  'destination_change',
]);
export type TaskCode = z.infer<typeof taskCodeSchema>;

/** GET /rocket/v0/business/company/tasks -> {results: CompanyTask[]} (the task catalogue). */
export const companyTaskSchema = z.object({
  id: z.number().int(),
  code: taskCodeSchema,
  name: z.string(),
  comment: z.string(),
  extra_fields: z.object({
    /** Integer tenge; on_delivery_payment costs nothing extra (the amount is collected from the client). */
    price: z.number().int(),
    price_type: z.literal('ON_DELIVERY_PAYMENT').optional(),
    service_type: z.enum(['destination_change', 'on_delivery_payment']).optional(),
  }),
});
export type CompanyTask = z.infer<typeof companyTaskSchema>;

/**
 * A delivery zone: the outline of a city the platform delivers in. Beyond the spec (the platform has
 * no zone endpoint); the cabinet draws it on its maps.
 */
export const deliveryZoneSchema = z.object({
  city: citySchema,
  /** The city's name in the request's language. */
  name: z.string(),
  /** Outline vertices, `[longitude, latitude]`, not closed (the last vertex joins the first). */
  polygon: z.array(lonLatSchema).min(3),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** POST /rocket/v0/common/configs/get */
export const configsRequestSchema = z.object({ keys: z.array(z.string().max(64)).max(50).optional() });
export const configsResponseSchema = z.object({
  weather: z.object({
    city: z.string(),
    temperature_c: z.number(),
    condition: z.enum(['clear', 'clouds', 'rain', 'snow']),
    is_bad_weather: z.boolean(),
  }),
  surge_percent: z.number().int(),
  city_closed: z.boolean(),
  working_hours: z.object({ from: z.number().int(), to: z.number().int(), time_zone: z.string() }),
  task_prices: z.record(z.string(), z.number().int()),
  server_time: z.string(),
  /** Beyond the spec: the outlines of every delivery zone. */
  delivery_zones: z.array(deliveryZoneSchema),
  /** Beyond the spec: the company's own city (its zone is shown before any point is chosen). */
  company_city: citySchema,
});
export type Configs = z.infer<typeof configsResponseSchema>;

/** GET /rocket/v0/business/banners -> {results: Banner[]} */
export const bannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(['tracking', 'orders']),
  title: z.string(),
  text: z.string(),
  image_url: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * Beyond the spec: GET business/banners?tracking_token=… answers without a JWT for the public
 * tracking page (only the `tracking` placement; 404 TRACKING_NOT_FOUND, 410 TRACKING_EXPIRED).
 */
export const bannersQuerySchema = z.object({ tracking_token: z.string().min(1).max(64).optional() });
