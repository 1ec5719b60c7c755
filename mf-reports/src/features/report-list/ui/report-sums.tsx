import type { ApiReportTotals, CodReportTotals, ReportKind } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import { SumsCard } from '../../../shared/ui';

interface ReportSumsProps {
  kind: ReportKind;
  totals: ApiReportTotals | CodReportTotals;
}

/** The sums of the whole range, above the table. */
export function ReportSums({ kind, totals }: ReportSumsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const cod = kind === 'cod' && 'collected' in totals ? totals : null;
  const items: Array<[string, string]> = [
    [t('sums.orders'), format.count(totals.count)],
    [t('sums.delivered'), format.count(totals.delivered)],
    [t('sums.cancelled'), format.count(totals.cancelled)],
    ...(cod
      ? ([
          [t('sums.collected'), format.money(cod.collected)],
          [t('sums.commission'), format.money(cod.commission)],
          [t('sums.payout'), format.money(cod.payout_amount)],
        ] as Array<[string, string]>)
      : ([
          [t('sums.amount'), format.money(totals.amount)],
          [t('sums.cancelFees'), format.money(totals.cancel_fee)],
          [t('sums.distance'), format.km(totals.distance)],
        ] as Array<[string, string]>)),
  ];
  return <SumsCard label={t('sums.label')} items={items} />;
}
