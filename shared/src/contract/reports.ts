/** Reports and statistics. */
import { z } from 'zod';
import { isoDateSchema, pagedSchema, pageQuerySchema, transportSchema } from './common';
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

/**
 * Beyond the spec (a sandbox extension, see sandbox/README.md): the order of a report's rows. By
 * creation time or by total, `-` first for descending; the default is `-created_at` (newest first).
 * A production platform may not sort: the cabinet then shows the default order.
 */
export const reportOrderingSchema = z.enum(['-created_at', 'created_at', '-total_price', 'total_price']);
export type ReportOrdering = z.infer<typeof reportOrderingSchema>;
export const DEFAULT_REPORT_ORDERING: ReportOrdering = '-created_at';

export const reportListQuerySchema = reportRangeQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  ordering: reportOrderingSchema.optional(),
});

/** A row of GET /rocket/v0/reports/api (one order of the range). */
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

/**
 * Where the cash collected for an order stands: `pending` (not delivered yet, or its payout period
 * is still open), `carried_over` (its period collected 3000 ₸ or less, so it waits for a later one),
 * `scheduled` / `paid` (with the payout day), `cancelled` (nothing was collected).
 */
export const codPayoutStatusSchema = z.enum(['pending', 'carried_over', 'scheduled', 'paid', 'cancelled']);
export type CodPayoutStatus = z.infer<typeof codPayoutStatusSchema>;

/** A row of GET /rocket/v0/reports/api-cod (an order with cash on delivery). */
export const codReportRowSchema = apiReportRowSchema.extend({
  /** The amount the courier is to take from the recipient. */
  cod_amount: z.number().int(),
  /** What was collected: cod_amount once delivered, else 0. */
  collected: z.number().int(),
  /** 4 % of what was collected (COD_PAYOUT.commissionPercent), rounded to whole tenge. */
  commission: z.number().int(),
  /** collected − commission: what the company gets for the order. */
  payout_amount: z.number().int(),
  payout_status: codPayoutStatusSchema,
  /** The day the payout that covers the order is (to be) made, Asia/Almaty; null when unknown. */
  payout_date: z.string().nullable(),
});
export type CodReportRow = z.infer<typeof codReportRowSchema>;

/**
 * Beyond the spec (a sandbox extension): the sums of the whole range beside a report page, so the
 * cabinet shows them without fetching every page. `amount` is counted as statistics count it: the
 * total of every order that was not cancelled plus the cancel fees.
 */
export const apiReportTotalsSchema = z.object({
  count: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  amount: z.number().int(),
  cancel_fee: z.number().int(),
  distance: z.number(),
});
export type ApiReportTotals = z.infer<typeof apiReportTotalsSchema>;
export const codReportTotalsSchema = apiReportTotalsSchema.extend({
  collected: z.number().int(),
  commission: z.number().int(),
  payout_amount: z.number().int(),
});
export type CodReportTotals = z.infer<typeof codReportTotalsSchema>;

/** A page of the orders report; `totals` is the sandbox's extension (optional for other platforms). */
export const apiReportPageSchema = pagedSchema(apiReportRowSchema).extend({
  totals: apiReportTotalsSchema.optional(),
});
export type ApiReportPage = z.infer<typeof apiReportPageSchema>;
export const codReportPageSchema = pagedSchema(codReportRowSchema).extend({
  totals: codReportTotalsSchema.optional(),
});
export type CodReportPage = z.infer<typeof codReportPageSchema>;

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

export type ReportPoint = z.infer<typeof reportPointSchema>;

/**
 * GET /rocket/v0/reports/generate?start_date=&end_date=&type=orders|cod&format=csv|xlsx -> an
 * attachment `report-<type>-<start>_<end>.<format>` with the rows of the list of the same kind and
 * range (`ordering`: the sandbox's extension, as for the lists).
 */
export const generateReportQuerySchema = reportRangeQuerySchema.extend({
  type: z.enum(['orders', 'cod']).default('orders'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ordering: reportOrderingSchema.optional(),
});
export type ReportKind = z.output<typeof generateReportQuerySchema>['type'];
export type ReportFormat = z.output<typeof generateReportQuerySchema>['format'];

export const apiReportDetailSchema = apiReportRowSchema.extend({ points: z.array(reportPointSchema) });
export type ApiReportDetail = z.infer<typeof apiReportDetailSchema>;
export const codReportDetailSchema = codReportRowSchema.extend({ points: z.array(reportPointSchema) });
export type CodReportDetail = z.infer<typeof codReportDetailSchema>;

/**
 * Cash-on-delivery payout periods: a sandbox extension (§9 says only "payouts every 7 days if the
 * collected amount exceeds 3000 tenge; 4 % commission"; the platform has no call for them).
 *
 * A period is a week, Monday to Sunday in Asia/Almaty; an order belongs to the week it was
 * delivered in. When a week has ended, its orders' cash, with whatever earlier weeks carried over,
 * is paid out on the Wednesday after it (COD_PAYOUT_DAYS_AFTER_PERIOD) if that collected amount
 * exceeds COD_PAYOUT.minimumTenge; otherwise all of it carries over to the next week with orders.
 * The commission (4 %) is taken per order, from the week the order was delivered in.
 */
export const COD_PAYOUT_DAYS_AFTER_PERIOD = 3;

export const codPayoutPeriodStatusSchema = z.enum(['open', 'carried_over', 'scheduled', 'paid']);
export type CodPayoutPeriodStatus = z.infer<typeof codPayoutPeriodStatusSchema>;

/** One payout period of GET /rocket/v0/reports/cod-payouts (newest first). */
export const codPayoutPeriodSchema = z.object({
  /** Monday and Sunday of the week, inclusive (Asia/Almaty). */
  start_date: z.string(),
  end_date: z.string(),
  /** Cash-on-delivery orders delivered in the week. */
  orders_count: z.number().int(),
  /** Cash collected for them. */
  collected: z.number().int(),
  /** 4 % of it, per order. */
  commission: z.number().int(),
  /** Net amount earlier weeks carried over into this one (their collected − commission). */
  carried_in: z.number().int(),
  /** What those earlier weeks collected: it counts toward the threshold with `collected`. */
  carried_in_collected: z.number().int(),
  /**
   * collected − commission + carried_in when the week pays out (`scheduled`, `paid`), or would if
   * it ended now (`open`); 0 when it carries over.
   */
  payout_amount: z.number().int(),
  /** collected − commission + carried_in when the week carries over, else 0. */
  carried_out: z.number().int(),
  /** `open`: the week has not ended; `carried_over`: 3000 ₸ or less was collected. */
  payout_status: codPayoutPeriodStatusSchema,
  /** The payout day (planned while `open`); null when the week carried over. */
  payout_date: z.string().nullable(),
});
export type CodPayoutPeriod = z.infer<typeof codPayoutPeriodSchema>;

/** GET /rocket/v0/reports/cod-payouts?page=&page_size=&start_date=&end_date= (weeks that overlap the range). */
export const codPayoutsQuerySchema = pageQuerySchema.extend({
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});
export const codPayoutsPageSchema = pagedSchema(codPayoutPeriodSchema);
export type CodPayoutsPage = z.infer<typeof codPayoutsPageSchema>;

/** GET /rocket/v0/reports/cod-payouts/{start_date}: the week and the orders delivered in it. */
export const codPayoutPeriodDetailSchema = codPayoutPeriodSchema.extend({
  orders: z.array(codReportRowSchema),
});
export type CodPayoutPeriodDetail = z.infer<typeof codPayoutPeriodDetailSchema>;
