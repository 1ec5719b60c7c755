/**
 * Sandbox extension beyond §7: the employees of a company (spec §2 `/employers`). The user who
 * created the company is its owner; the owner invites employees by their Kazakhstan phone number
 * and removes them. An invited person signs in with the provider and works in the same company; a
 * removed one is signed out everywhere and refused on the next call.
 */
import { z } from 'zod';
import { phoneSchema } from './common';
import { MAX_LENGTH } from './limits';

export const employeeRoleSchema = z.enum(['owner', 'employee']);
export type EmployeeRole = z.infer<typeof employeeRoleSchema>;

export const employeeSchema = z.object({
  /** The user's id on the platform (DELETE .../employees/{id}). */
  id: z.number().int(),
  /** First and last name; empty until the provider knows it. */
  name: z.string(),
  phone_number: z.string(),
  role: employeeRoleSchema,
  /** When the person joined the company (the owner: when the company was created). */
  added_at: z.string(),
  /** The caller. */
  is_me: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** POST /rocket/v0/business/employees (the owner only). */
export const inviteEmployeeRequestSchema = z.object({
  /** A Kazakhstan number, `+7XXXXXXXXXX`. */
  phone_number: phoneSchema,
  /** How colleagues will see the person until the provider tells their name. */
  name: z.string().trim().max(MAX_LENGTH.contactName).optional(),
});
export type InviteEmployeeRequest = z.infer<typeof inviteEmployeeRequestSchema>;
