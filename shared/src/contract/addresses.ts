/** Saved addresses and the geocoder. */
import { z } from 'zod';
import { pointAddressInputSchema } from './deliveries';
import { MAX_LENGTH } from './limits';

const text = (max: number) => z.string().trim().max(max);

/** A saved address: the address of an order point, with its contact and its limits. */
export const addressInputSchema = pointAddressInputSchema.extend({
  contact_name: text(MAX_LENGTH.contactName).default(''),
  phone_number: text(MAX_LENGTH.phoneNumber).default(''),
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
