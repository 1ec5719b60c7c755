import type { Lang } from '@cabinet/shared';
import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import { LegalDocument, type LegalText } from '../../shared/ui/legal-document';
import { termsKk } from './content/terms-kk';
import { termsRu } from './content/terms-ru';

const TEXTS: Record<Lang, LegalText> = { ru: termsRu, kk: termsKk };

/** /terms/ru and /terms/kk: the same page, its text in the language of the route. */
export function TermsPage({ lang = 'ru' }: { lang?: Lang }) {
  const { t } = useTranslation(NAMESPACE, { lng: lang });
  usePageTitle(t('terms.title'));
  return (
    <LegalDocument
      lang={lang}
      title={t('terms.title')}
      contentsLabel={t('legal.contents')}
      text={TEXTS[lang]}
    />
  );
}
