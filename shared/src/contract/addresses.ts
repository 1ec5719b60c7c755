/** Saved addresses and the geocoder. */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

const text = (max: number) => z.string().trim().max(max);

export const addressInputSchema = z.object({
  street: z.string().trim().min(1).max(300),
  building: text(50).default(''),
  entrance: text(50).default(''),
  floor: text(50).default(''),
  apartment: text(50).default(''),
  intercom: text(50).default(''),
  extra_info: text(500).default(''),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  contact_name: text(200).default(''),
  phone_number: text(20).default(''),
  is_customer: z.boolean().default(false),
  /** Km; an order starting at this address may not be longer (MAX_DISTANCE_EXCEEDED). */
  max_order_distance: z.number().positive().max(500).nullable().default(null),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.number().int(),
  street: z.string(),
  building: z.string(),
  entrance: z.string(),
  floor: z.string(),
  apartment: z.string(),
  intercom: z.string(),
  extra_info: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.enum(['almaty', 'astana']),
  contact_name: z.string(),
  phone_number: z.string(),
  is_customer: z.boolean(),
  max_order_distance: z.number().nullable(),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressListQuerySchema = z.object({
  is_customer: z.enum(['true', 'false']).optional(),
});

/** GET /rocket/v0/common/addresses/search?q=&city=&limit= */
export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  city: z.enum(['almaty', 'astana']).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const geocodeResultSchema = z.object({
  street: z.string(),
  street_kk: z.string(),
  building: z.string(),
  city: z.enum(['almaty', 'astana']),
  city_name: z.string(),
  display_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  score: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
