import { useTranslation } from '@cabinet/shared';
import { Link } from '@cabinet/shared/router';

import { EmptyState, buttonLook, usePageTitle } from '@cabinet/shared/ui';

/** The catch-all page (§2) for paths the cabinet does not know: a way home that looks like a button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Link {...buttonLook('primary')} to="/">
          {t('notFound.toHome')}
        </Link>
      }
    />
  );
}
