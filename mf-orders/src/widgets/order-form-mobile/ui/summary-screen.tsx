import { useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';

import { OrderCommentField } from '../../../features/order-form';
import { $platformFieldErrors, $visibleProblems, SubmitPanel } from '../../../features/submit-order';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { pointScreen } from '../lib/screens';
import { screenOpened } from '../model/wizard-model';
import { ProblemList, ScreenFrame } from './screen-frame';
import {
  AddStopButton,
  PaymentRow,
  RouteRows,
  TariffRow,
  TasksRow,
  TimeRow,
  usePointName,
} from './summary-rows';
import styles from './mobile-wizard.module.css';

/** After "Order": what is wrong with a point, with a way to its screen. */
function PointProblems() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [visible, refused, open] = useUnit([$visibleProblems, $platformFieldErrors, screenOpened]);
  const name = usePointName();
  // The §5 problems of each point, and what the platform said of its fields when it refused the order.
  const indices = [...new Set([...Object.keys(visible.points), ...Object.keys(refused?.points ?? {})])]
    .map(Number)
    .sort((a, b) => a - b);
  const problems = indices.map((index) => {
    const texts = [
      ...(visible.points[index] ?? []).map((problem) => t(`creation.errors_${problem}`)),
      ...Object.values(refused?.points[index] ?? {}),
    ];
    return (
      <span className={styles.problemRow}>
        {t('mobileWizard.labelled', { label: name(index), text: texts.join(' ') })}
        <button type="button" className={styles.link} onClick={() => open(pointScreen(index))}>
          {t('mobileWizard.fixPoint', { point: name(index) })}
        </button>
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
  const { t } = useTranslation(CREATION_NAMESPACE);
  const refused = useUnit($platformFieldErrors);
  return (
    <ScreenFrame title={t('creation.wizard_courierCall')} headingRef={headingRef}>
      <ul className={styles.rows} aria-label={t('creation.pointsTitle')}>
        <RouteRows />
      </ul>
      <AddStopButton />
      <ul className={styles.rows} aria-label={t('creation.wizard_detailsTitle')}>
        <TariffRow />
        <TimeRow />
        <PaymentRow />
        <TasksRow />
      </ul>
      <OrderCommentField error={refused?.comment ?? null} />
      <PointProblems />
      <SubmitPanel />
    </ScreenFrame>
  );
}
