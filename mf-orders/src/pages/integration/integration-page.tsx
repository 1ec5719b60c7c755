import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { $companyCity } from '../../entities/delivery-zone';
import { BulkUpload, uploadOpened } from '../../features/bulk-upload';
import { ClientTokens, tokensClosed, tokensRequested } from '../../features/client-tokens';
import { INTEGRATION_NAMESPACE } from '../../shared/i18n/integration-strings';
import { ApiGuide } from '../../widgets/api-guide';
import styles from './integration-page.module.css';

/** Интеграция: the company's API access, the API guide, and orders from a file. */
export function IntegrationPage() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  usePageTitle(t('integration.title'));
  const [city, opened, tokensOpened, closed] = useUnit([
    $companyCity,
    uploadOpened,
    tokensRequested,
    tokensClosed,
  ]);
  useEffect(() => {
    opened();
    tokensOpened();
    return () => closed();
  }, [opened, tokensOpened, closed]);
  return (
    <div className={styles.page}>
      <ClientTokens />
      <ApiGuide city={city} />
      <BulkUpload />
    </div>
  );
}
