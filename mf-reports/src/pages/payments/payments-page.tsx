import { useTranslation } from '@cabinet/shared';
import { useSearchParams } from '@cabinet/shared/router';
import { usePageTitle } from '@cabinet/shared/ui';

import { CodLedger } from '../../features/cod-ledger';
import { BalanceCard } from '../../features/company-balance';
import { SavedCards } from '../../features/saved-cards';
import { NAMESPACE } from '../../shared/i18n';
import page from '../../shared/ui/page.module.css';
import styles from './payments-page.module.css';

/** The page of the payouts ledger in the URL (`?page=`), 1 when absent or broken. */
export function ledgerPageOf(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** Платежи: the balance, the saved cards and the cash-on-delivery payouts ledger. */
export function PaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('payments.title'));
  const [params, setParams] = useSearchParams();
  const ledgerPage = ledgerPageOf(params);
  return (
    <div className={page.page}>
      <div className={styles.top}>
        <BalanceCard />
        <SavedCards />
      </div>
      <CodLedger
        page={ledgerPage}
        onPageChange={(next) =>
          setParams((current) => {
            const url = new URLSearchParams(current);
            if (next === 1) url.delete('page');
            else url.set('page', String(next));
            return url;
          })
        }
      />
    </div>
  );
}
