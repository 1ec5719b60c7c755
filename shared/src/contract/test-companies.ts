/** Test mode: POST /__sandbox/companies, a brand-new user and company for one test. */
import { z } from 'zod';
import { citySchema } from './common';
import { MAX_LENGTH } from './limits';

export const testCompanyRequestSchema = z.object({
  /** A box-integration company that may upload orders (§6). */
  is_kaspi_box: z.boolean().default(false),
  city: citySchema.default('almaty'),
  balance: z.number().int().min(0).max(1_000_000_000).default(1_000_000),
  /** The company's name where a test needs one of its own (a long one); «Тест N» otherwise. */
  name: z.string().trim().min(1).max(MAX_LENGTH.name).optional(),
});
export type TestCompanyRequest = z.input<typeof testCompanyRequestSchema>;
