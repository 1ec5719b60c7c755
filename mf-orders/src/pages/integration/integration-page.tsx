import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Интеграция: the route-level page this remote exposes. */
export function IntegrationPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('integration.title'));
  return <EmptyState title={t('integration.emptyTitle')} text={t('integration.emptyText')} />;
}
