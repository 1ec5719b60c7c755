/** Reports and statistics. */
import { z } from 'zod';
import { isoDateSchema, transportSchema } from './common';
import { orderStateSchema } from './deliveries';

/** Dates are inclusive calendar days in Asia/Almaty; default: one month back to today. */
export const reportRangeQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});

export const statisticsBucketSchema = z.object({
  count: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  /** Sum of total_price of non-cancelled orders plus cancel fees, integer tenge. */
  amount: z.number().int(),
});
/** GET /rocket/v0/reports/statistics?start_date=&end_date= */
export const statisticsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total: statisticsBucketSchema.extend({ distance: z.number() }),
  by_day: z.array(statisticsBucketSchema.extend({ date: z.string() })),
  by_status: z.array(
    z.object({
      status: z.number().int(),
      state: orderStateSchema,
      count: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  by_transport: z.array(
    z.object({ transport: transportSchema, count: z.number().int(), amount: z.number().int() }),
  ),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const reportListQuerySchema = reportRangeQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** A row of GET /rocket/v0/reports/api (one order). */
export const apiReportRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  state: orderStateSchema,
  status: z.number().int(),
  transport: transportSchema,
  price: z.number().int(),
  tasks_price: z.number().int(),
  total_price: z.number().int(),
  cancel_fee: z.number().int(),
  distance: z.number(),
  points_count: z.number().int(),
  sender_address: z.string(),
  recipient_address: z.string(),
});
export type ApiReportRow = z.infer<typeof apiReportRowSchema>;

/** A row of GET /rocket/v0/reports/api-cod (an order with cash on delivery). */
export const codReportRowSchema = apiReportRowSchema.extend({
  cod_amount: z.number().int(),
  /** 4 % of cod_amount. */
  commission: z.number().int(),
  payout_amount: z.number().int(),
  payout_status: z.enum(['pending', 'scheduled', 'paid']),
  payout_date: z.string().nullable(),
});
export type CodReportRow = z.infer<typeof codReportRowSchema>;

/** Detail (GET .../reports/api/{id}, .../reports/api-cod/{id}): the row plus its points. */
export const reportPointSchema = z.object({
  index: z.number().int(),
  street: z.string(),
  building: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  state: z.string(),
  cod_amount: z.number().int(),
});

/** GET /rocket/v0/reports/generate?start_date=&end_date=&type=orders|cod&format=csv -> text/csv attachment. */
export const generateReportQuerySchema = reportRangeQuerySchema.extend({
  type: z.enum(['orders', 'cod']).default('orders'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const apiReportDetailSchema = apiReportRowSchema.extend({ points: z.array(reportPointSchema) });
export const codReportDetailSchema = codReportRowSchema.extend({ points: z.array(reportPointSchema) });
