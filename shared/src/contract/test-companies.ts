/** Test mode: POST /__sandbox/companies, a brand-new user and company for one test. */
import { z } from 'zod';
import { citySchema } from './common';

export const testCompanyRequestSchema = z.object({
  /** A box-integration company that may upload orders (§6). */
  is_kaspi_box: z.boolean().default(false),
  city: citySchema.default('almaty'),
  balance: z.number().int().min(0).max(1_000_000_000).default(1_000_000),
});
export type TestCompanyRequest = z.input<typeof testCompanyRequestSchema>;
