import type { Lang } from '@cabinet/shared';
import { useTranslation } from '@cabinet/shared';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';

/** /terms/ru and /terms/kk: the same page, its text in the language of the route. */
export function TermsPage({ lang = 'ru' }: { lang?: Lang }) {
  const { t } = useTranslation(NAMESPACE, { lng: lang });
  usePageTitle(t('terms.title'));
  return (
    <article lang={lang}>
      <h1>{t('terms.title')}</h1>
      <EmptyState title={t('terms.emptyTitle')} text={t('terms.emptyText')} />
    </article>
  );
}
