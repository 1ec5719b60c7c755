import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { LeaveDialog, useLeaveGuard } from '@cabinet/shared/leave-guard';
import { usePageTitle } from '@cabinet/shared/ui';

import { $companyCity } from '../../entities/delivery-zone';
import { $workAtStake, BulkUpload, uploadClosed, uploadOpened } from '../../features/bulk-upload';
import { ClientTokens, tokensClosed, tokensRequested } from '../../features/client-tokens';
import { INTEGRATION_NAMESPACE } from '../../shared/i18n/integration-strings';
import { ApiGuide } from '../../widgets/api-guide';
import styles from './integration-page.module.css';

/** Интеграция: the company's API access, the API guide, and orders from a file. */
export function IntegrationPage() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  usePageTitle(t('integration.title'));
  const [city, atStake, opened, tokensOpened, closed, uploadLeft] = useUnit([
    $companyCity,
    $workAtStake,
    uploadOpened,
    tokensRequested,
    tokensClosed,
    uploadClosed,
  ]);
  useEffect(() => {
    opened();
    tokensOpened();
    return () => {
      closed();
      uploadLeft();
    };
  }, [opened, tokensOpened, closed, uploadLeft]);
  // Fixed rows or an upload not yet answered are asked about before the page is left.
  const guard = useLeaveGuard(atStake !== null);
  return (
    <div className={styles.page}>
      <ClientTokens />
      <ApiGuide city={city} />
      <BulkUpload />
      <LeaveDialog
        guard={guard}
        title={t('upload.leaveTitle')}
        description={atStake === 'upload' ? t('upload.leaveUpload') : t('upload.leaveRows')}
        leaveLabel={t('upload.leaveConfirm')}
        stayLabel={t('upload.leaveStay')}
      />
    </div>
  );
}
