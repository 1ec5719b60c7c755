import { useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { RouteMapLazy } from '../../order-form-map';
import { useHeadingFocus } from '../lib/use-heading-focus';
import { useWizardUrl } from '../lib/use-wizard-url';
import { stepOf, stopIndex, type WizardScreen } from '../lib/screens';
import { $draftLoaded, $screen } from '../model/wizard-model';
import { AddressScreen } from './address-screen';
import { StartScreen } from './start-screen';
import { SummaryScreen } from './summary-screen';
import { NonWorkingScreen, TariffScreen, TasksScreen, TermsScreen, TimeScreen } from './summary-screens';
import styles from './mobile-wizard.module.css';

function ScreenView({
  screen,
  headingRef,
}: {
  screen: WizardScreen;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  switch (screen) {
    case 'init':
      return <StartScreen headingRef={headingRef} />;
    case 'from':
      return <AddressScreen key="from" index={0} headingRef={headingRef} />;
    case 'to':
      return <AddressScreen key="to" index={1} headingRef={headingRef} />;
    case 'details':
      return <SummaryScreen headingRef={headingRef} />;
    case 'tariff':
      return <TariffScreen headingRef={headingRef} />;
    case 'time':
      return <TimeScreen headingRef={headingRef} />;
    case 'non-working':
      return <NonWorkingScreen headingRef={headingRef} />;
    case 'terms':
      return <TermsScreen headingRef={headingRef} />;
    case 'tasks':
      return <TasksScreen headingRef={headingRef} />;
    default:
      // A further stop of a multi-point order (`stop-3` …).
      return <AddressScreen key={screen} index={stopIndex(screen) ?? 1} headingRef={headingRef} />;
  }
}

/**
 * The mobile order wizard (§4 init, from, to, details, and the screens of §2 that open from the
 * summary). The screen lives in the URL (`?step=`) and in the draft; the map behind is blurred in
 * to and details.
 */
export function MobileWizard() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  useWizardUrl();
  const [screen, loaded] = useUnit([$screen, $draftLoaded]);
  const headingRef = useHeadingFocus(screen, loaded);
  if (!loaded) return <Spinner label={t('mobileWizard.loading')} />;
  const step = stepOf(screen);
  const blurred = step === 'to' || step === 'details';

  return (
    <div className={styles.wizard}>
      <div className={blurred ? styles.backdropBlurred : styles.backdrop} aria-hidden={blurred || undefined}>
        <RouteMapLazy fill />
      </div>
      <div className={styles.sheet}>
        <ScreenView screen={screen} headingRef={headingRef} />
      </div>
    </div>
  );
}
