/** Warehouses (branches). */
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common';
import { MAX_LENGTH } from './limits';

const text = (max: number) => z.string().trim().max(max);

export const branchInputSchema = z.object({
  name: z.string().trim().min(1).max(MAX_LENGTH.name),
  street: z.string().trim().min(1).max(MAX_LENGTH.street),
  building: text(MAX_LENGTH.addressPart).default(''),
  entrance: text(MAX_LENGTH.addressPart).default(''),
  floor: text(MAX_LENGTH.addressPart).default(''),
  apartment: text(MAX_LENGTH.addressPart).default(''),
  intercom: text(MAX_LENGTH.addressPart).default(''),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  contact_name: text(MAX_LENGTH.contactName).default(''),
  phone_number: text(MAX_LENGTH.phoneNumber).default(''),
  /** e.g. "09:00-21:00" */
  working_hours: text(MAX_LENGTH.workingHours).default(''),
  comment: text(MAX_LENGTH.comment).default(''),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  building: z.string(),
  /**
   * Where the courier goes in (beyond the spec, migration 6 of the sandbox): absent from a platform
   * that does not keep them, so a client reads a missing one as ''.
   */
  entrance: z.string().optional(),
  floor: z.string().optional(),
  apartment: z.string().optional(),
  intercom: z.string().optional(),
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
