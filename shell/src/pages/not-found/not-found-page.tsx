import { useTranslation } from '@cabinet/shared';
import { Link } from '@cabinet/shared/router';

import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

/** The catch-all page (§2) for paths the cabinet does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<Link to="/">{t('notFound.toHome')}</Link>}
    />
  );
}
