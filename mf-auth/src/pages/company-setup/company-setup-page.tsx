import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { $created, CompanyForm, companySetupClosed, companySetupOpened } from '../../features/create-company';
import { COMPANY_SETUP_NAMESPACE } from '../../shared/i18n/company-setup';
import styles from './company-setup-page.module.css';

export interface CompanySetupPageProps {
  /** The company exists now: the shell reloads the profile and goes where the user was going. */
  onCreated?: () => void;
}

/** Shown by the shell when the company call answers 404: the user has no company yet (§7). */
export function CompanySetupPage({ onCreated }: CompanySetupPageProps) {
  const { t } = useTranslation(COMPANY_SETUP_NAMESPACE);
  usePageTitle(t('companySetup.title'));
  const [created, opened, closed] = useUnit([$created, companySetupOpened, companySetupClosed]);

  // The latest callback, so a new function from the shell never reports the same success twice.
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  useEffect(() => {
    if (created) onCreatedRef.current?.();
  }, [created]);

  // What was typed before a reload comes back; leaving the page clears the form, so the next visit
  // starts empty.
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);

  return (
    // The shell's header shows the title as the page's h1 (usePageTitle above).
    <article className={styles.card} aria-label={t('companySetup.title')}>
      <p className={styles.intro}>{t('companySetup.intro')}</p>
      {created ? <p role="status">{t('companySetup.created')}</p> : <CompanyForm />}
    </article>
  );
}
