import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import { LegalDocument } from '../../shared/ui/legal-document';
import { privacyPolicyRu } from './content/privacy-policy-ru';

/**
 * /privacy-policy/ru: the policy is published in Russian (spec §2), so the page is Russian
 * whatever the interface language, like the terms follow the language of their route.
 */
export function PrivacyPolicyPage({ lang = 'ru' }: { lang?: 'ru' }) {
  const { t } = useTranslation(NAMESPACE, { lng: lang });
  usePageTitle(t('privacyPolicy.title'));
  return (
    <LegalDocument
      lang={lang}
      title={t('privacyPolicy.title')}
      contentsLabel={t('legal.contents')}
      text={privacyPolicyRu}
    />
  );
}
