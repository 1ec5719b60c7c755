import { useStoreMap, useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Button } from '@cabinet/shared/ui';

import { $pointCount } from '../../../entities/point';
import { $tasksPrice, TaskCatalogueNotice } from '../../../entities/task';
import { TimeSection } from '../../../features/order-form';
import { PaymentSection } from '../../../features/order-payment';
import { TariffPicker } from '../../../features/tariff-picker';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { $doneBlockers, donePressed, planInsteadPressed } from '../model/wizard-model';
import { MobilePointTasks } from './mobile-point-tasks';
import { ProblemList, ScreenFrame } from './screen-frame';
import { TimeRow } from './summary-rows';
import styles from './mobile-wizard.module.css';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** "Done": back to the summary once nothing on this screen stops the order. */
function DoneButton() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const done = useUnit(donePressed);
  return <Button onClick={() => done()}>{t('creation.wizard_done')}</Button>;
}

/** Why "Done" was refused. */
function DoneProblems() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const blockers = useUnit($doneBlockers);
  return (
    <ProblemList
      intro={t('mobileWizard.doneProblems')}
      problems={blockers.map((problem) => t(`creation.errors_${problem}`))}
    />
  );
}

/** §2 tariff change: the tariff cards of the desktop form, one screen. */
export function TariffScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  return (
    <ScreenFrame title={t('creation.wizard_changeTariff')} headingRef={headingRef} footer={<DoneButton />}>
      <TariffPicker />
    </ScreenFrame>
  );
}

/** §2 planned-order time: now or planned, the date and time, urgent delivery. */
export function TimeScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  return (
    <ScreenFrame title={t('mobileWizard.timeScreenTitle')} headingRef={headingRef} footer={<DoneButton />}>
      <TimeSection />
      <DoneProblems />
    </ScreenFrame>
  );
}

/** §2 non-working-time notice: couriers work 09:00–21:00 (Almaty); planning is offered instead. */
export function NonWorkingScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const plan = useUnit(planInsteadPressed);
  return (
    <ScreenFrame
      title={t('creation.nonWorkingTitle')}
      headingRef={headingRef}
      footer={<Button onClick={() => plan()}>{t('creation.planInstead')}</Button>}
    >
      <p className={styles.text}>{t('creation.nonWorkingText')}</p>
    </ScreenFrame>
  );
}

/** §2 delivery terms (time and payment). */
export function TermsScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  return (
    <ScreenFrame title={t('creation.wizard_deliveryTerms')} headingRef={headingRef} footer={<DoneButton />}>
      <p className={styles.muted}>{t('creation.wizard_deliveryTermsText')}</p>
      <ul className={styles.rows}>
        <TimeRow />
      </ul>
      <PaymentSection />
      <DoneProblems />
    </ScreenFrame>
  );
}

/** §2 order tasks: the courier's tasks at every point, with the items to take payment for. */
export function TasksScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const count = useUnit($pointCount);
  const price = useUnit($tasksPrice);
  const showErrors = useStoreMap({
    store: $doneBlockers,
    keys: [],
    fn: (blockers) => blockers.includes('paymentTaskIncomplete'),
  });
  return (
    <ScreenFrame title={t('creation.tasksTitle')} headingRef={headingRef} footer={<DoneButton />}>
      <TaskCatalogueNotice />
      {Array.from({ length: count }, (_, index) => (
        <MobilePointTasks key={index} index={index} showErrors={showErrors} />
      ))}
      <p className={styles.text}>{t('creation.tasksTotal', { price: formatMoney(price) })}</p>
      <DoneProblems />
    </ScreenFrame>
  );
}
