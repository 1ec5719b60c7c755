import { useTranslation } from '@cabinet/shared';
import { EmptyState } from '@cabinet/shared/ui';

import { NAMESPACE } from '../i18n';

/** What a company without reports (§6, use_chocofood_SaaS) sees if it reaches one of these pages. */
export function NotAvailable() {
  const { t } = useTranslation(NAMESPACE);
  return <EmptyState role="status" title={t('notAvailable.title')} text={t('notAvailable.text')} />;
}
