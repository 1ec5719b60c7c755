import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Главная: the route-level page this remote exposes. */
export function MobileHomePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileHome.title'));
  return <EmptyState title={t('mobileHome.emptyTitle')} text={t('mobileHome.emptyText')} />;
}
