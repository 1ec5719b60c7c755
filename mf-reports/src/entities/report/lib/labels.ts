import type { CodPayoutStatus, OrderState, Transport } from '@cabinet/shared/contract';
import { useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';

export interface ReportLabels {
  state: (state: OrderState) => string;
  transport: (transport: Transport) => string;
  /** Where an order's cash stands: "Выплачено 18 нояб. 2026 г.". */
  payout: (row: { payout_status: CodPayoutStatus; payout_date: string | null }) => string;
}

/** Names of statuses, transports and payouts in the user's language. */
export function useReportLabels(): ReportLabels {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return useMemo(
    () => ({
      state: (state: OrderState) => t(`states.${state}`),
      transport: (transport: Transport) => t(`transports.${transport}`),
      payout: ({
        payout_status: status,
        payout_date: day,
      }: {
        payout_status: CodPayoutStatus;
        payout_date: string | null;
      }) => {
        const date = day ? format.day(day) : '';
        if (status === 'pending') return date ? t('payout.pendingOn', { date }) : t('payout.pending');
        if (status === 'paid' || status === 'scheduled') return t(`payout.${status}`, { date });
        return t(`payout.${status}`);
      },
    }),
    [t, format],
  );
}
