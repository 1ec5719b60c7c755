import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** Политика конфиденциальности: the route-level page this remote exposes. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('privacyPolicy.title'));
  return (
    <article>
      <h1>{t('privacyPolicy.title')}</h1>
      <EmptyState title={t('privacyPolicy.emptyTitle')} text={t('privacyPolicy.emptyText')} />
    </article>
  );
}
