import { useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { screenOpened } from '../model/wizard-model';
import { ScreenFrame } from './screen-frame';
import styles from './mobile-wizard.module.css';

/** §4 init: where the wizard starts. */
export function StartScreen({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  return (
    <ScreenFrame
      title={t('creation.wizard_start')}
      headingRef={headingRef}
      noBack
      footer={<Button onClick={() => open('from')}>{t('creation.wizard_fromTitle')}</Button>}
    >
      <p className={styles.muted}>{t('creation.wizard_startText')}</p>
    </ScreenFrame>
  );
}
