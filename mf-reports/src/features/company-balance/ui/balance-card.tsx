import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button, Card, Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { useFormat } from '../../../shared/lib';
import { $balance, $balanceStatus, balanceRequested, balanceShown } from '../model/balance-model';
import styles from './balance-card.module.css';

/** The company's balance as the platform has it now (refreshed each time the page opens). */
export function BalanceCard() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [balance, status, refresh, shown] = useUnit([
    $balance,
    $balanceStatus,
    balanceRequested,
    balanceShown,
  ]);
  useEffect(() => {
    shown();
  }, [shown]);
  return (
    <Card title={t('payments.balance')}>
      {balance !== null ? (
        <p className={styles.balance} aria-live="polite">
          {format.money(balance)}
        </p>
      ) : null}
      {status === 'loading' ? <Spinner label={t('payments.balanceLoading')} /> : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{t('payments.balanceFailed')}</p>
          <Button variant="secondary" onClick={refresh}>
            {t('payments.retry')}
          </Button>
        </div>
      ) : null}
      <p className={styles.hint}>{t('payments.balanceHint')}</p>
    </Card>
  );
}
