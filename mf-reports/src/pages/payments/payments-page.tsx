import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Платежи: the route-level page this remote exposes. */
export function PaymentsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('payments.title'));
  return <EmptyState title={t('payments.emptyTitle')} text={t('payments.emptyText')} />;
}
