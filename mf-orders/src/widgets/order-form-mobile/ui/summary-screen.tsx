import { useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';

import { $visibleProblems, SubmitPanel } from '../../../features/submit-order';
import { NAMESPACE } from '../../../shared/i18n';
import { screenOpened } from '../model/wizard-model';
import { ProblemList, ScreenFrame } from './screen-frame';
import { PaymentRow, RouteRows, TariffRow, TasksRow, TimeRow, usePointName } from './summary-rows';
import styles from './mobile-wizard.module.css';

/** After "Order": what is wrong with a point, with a way to its screen (the wizard's two points). */
function PointProblems() {
  const { t } = useTranslation(NAMESPACE);
  const [visible, open] = useUnit([$visibleProblems, screenOpened]);
  const name = usePointName();
  const problems = Object.entries(visible.points).map(([key, list]) => {
    const index = Number(key);
    return (
      <span className={styles.problemRow}>
        {t('mobileWizard.labelled', {
          label: name(index),
          text: list.map((problem) => t(`creation.errors_${problem}`)).join(' '),
        })}
        {index < 2 ? (
          <button type="button" className={styles.link} onClick={() => open(index === 0 ? 'from' : 'to')}>
            {t('mobileWizard.fixPoint', { point: name(index) })}
          </button>
        ) : null}
      </span>
    );
  });
  return <ProblemList intro={t('mobileWizard.summaryProblems')} problems={problems} />;
}

/**
 * §2 courier call details: the summary of the order. Each row opens the screen where that part is
 * changed; the order is sent by the same submit feature as on desktop.
 */
export function SummaryScreen({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ScreenFrame title={t('creation.wizard_courierCall')} headingRef={headingRef}>
      <ul className={styles.rows} aria-label={t('creation.pointsTitle')}>
        <RouteRows />
      </ul>
      <ul className={styles.rows} aria-label={t('creation.wizard_detailsTitle')}>
        <TariffRow />
        <TimeRow />
        <PaymentRow />
        <TasksRow />
      </ul>
      <PointProblems />
      <SubmitPanel />
    </ScreenFrame>
  );
}
