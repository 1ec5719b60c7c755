/** Warehouses (branches). */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';

const text = (max: number) => z.string().trim().max(max);

export const branchInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(300),
  building: text(50).default(''),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  contact_name: text(200).default(''),
  phone_number: text(20).default(''),
  /** e.g. "09:00-21:00" */
  working_hours: text(50).default(''),
  comment: text(500).default(''),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  building: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.enum(['almaty', 'astana']),
  contact_name: z.string(),
  phone_number: z.string(),
  working_hours: z.string(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
