import { useTranslation } from '@cabinet/shared';
import { Link } from '@cabinet/shared/router';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NOT_AVAILABLE_NAMESPACE } from './strings';

/** What a use_chocofood_SaaS company sees at /reports (§6): the page exists, but not for them. */
export function NotAvailablePage() {
  const { t } = useTranslation(NOT_AVAILABLE_NAMESPACE);
  usePageTitle(t('title'));
  return (
    <EmptyState
      role="status"
      title={t('title')}
      text={t('text')}
      action={<Link to="/">{t('toHome')}</Link>}
    />
  );
}
