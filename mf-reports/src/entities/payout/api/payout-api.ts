import type { CodPayoutPeriodDetail, CodPayoutsPage } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** Payout periods per page of the ledger. */
export const PAYOUT_PAGE_SIZE = 8;

/** The company's cash-on-delivery payout periods (weeks), newest first. */
export function fetchPayoutPeriods(page: number): Promise<CodPayoutsPage> {
  return platformRequest<CodPayoutsPage>({
    method: 'get',
    url: '/rocket/v0/reports/cod-payouts',
    params: { page, page_size: PAYOUT_PAGE_SIZE },
  });
}

/** One payout period with the orders delivered in it. */
export function fetchPayoutPeriod(startDate: string): Promise<CodPayoutPeriodDetail> {
  return platformRequest<CodPayoutPeriodDetail>({
    method: 'get',
    url: `/rocket/v0/reports/cod-payouts/${startDate}`,
  });
}
