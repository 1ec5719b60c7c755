import { useUnit } from 'effector-react';

import { $lang, langChanged, LANGUAGES, useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import styles from './change-lang-page.module.css';

/** /mobile/change-lang: the language choice screen; the whole cabinet switches at once. */
export function ChangeLangPage() {
  const { t } = useTranslation();
  const [lang, changeLang] = useUnit([$lang, langChanged]);
  usePageTitle(t('lang.title'));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('lang.choose')}</legend>
      {LANGUAGES.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name="lang"
            value={option}
            checked={lang === option}
            onChange={() => changeLang(option)}
          />
          {t(`lang.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
