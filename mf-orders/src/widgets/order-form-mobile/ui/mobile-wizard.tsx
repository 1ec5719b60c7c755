import { useStoreMap, useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { $points, addressLine, hasCoordinates } from '../../../entities/point';
import { $wizardStep, TimeSection, wizardStepChanged, type WizardStep } from '../../../features/order-form';
import { PaymentSection } from '../../../features/order-payment';
import { SubmitPanel } from '../../../features/submit-order';
import { TariffPicker } from '../../../features/tariff-picker';
import { NAMESPACE } from '../../../shared/i18n';
import { RouteMapLazy } from '../../route-map';
import { MobileAddressForm } from './mobile-address-form';
import styles from './mobile-wizard.module.css';

const BLURRED: readonly WizardStep[] = ['to', 'details'];

function StepNavigation({
  back,
  next,
  nextDisabled,
}: {
  back: WizardStep;
  next?: WizardStep;
  nextDisabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.navigation}>
      <Button variant="ghost" onClick={() => wizardStepChanged(back)}>
        {t('creation.wizard_back')}
      </Button>
      {next ? (
        <Button onClick={() => wizardStepChanged(next)} disabled={nextDisabled}>
          {t('creation.wizard_next')}
        </Button>
      ) : null}
    </div>
  );
}

function CourierCallDetails() {
  const { t } = useTranslation(NAMESPACE);
  const lines = useStoreMap({ store: $points, keys: [], fn: (points) => points.map(addressLine) });
  return (
    <section className={styles.card} aria-labelledby="courier-call-title">
      <h2 id="courier-call-title" className={styles.title}>
        {t('creation.wizard_courierCall')}
      </h2>
      <ol className={styles.route}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

/** The mobile order wizard (§4): init, from, to, details; the background blurs in to and details. */
export function MobileWizard() {
  const { t } = useTranslation(NAMESPACE);
  const step = useUnit($wizardStep);
  const fromReady = useStoreMap({
    store: $points,
    keys: [],
    fn: (points) => Boolean(points[0] && hasCoordinates(points[0])),
  });
  const toReady = useStoreMap({
    store: $points,
    keys: [],
    fn: (points) => Boolean(points[1] && hasCoordinates(points[1])),
  });
  const blurred = BLURRED.includes(step);

  return (
    <div className={styles.wizard} data-step={step}>
      <div className={blurred ? styles.backdropBlurred : styles.backdrop} aria-hidden={blurred || undefined}>
        <RouteMapLazy />
      </div>
      <div className={styles.sheet}>
        {step === 'init' ? (
          <section className={styles.card} aria-labelledby="wizard-title">
            <h2 id="wizard-title" className={styles.title}>
              {t('creation.wizard_start')}
            </h2>
            <p className={styles.muted}>{t('creation.wizard_startText')}</p>
            <Button onClick={() => wizardStepChanged('from')}>{t('creation.wizard_fromTitle')}</Button>
          </section>
        ) : null}
        {step === 'from' ? (
          <section className={styles.card} aria-labelledby="wizard-title">
            <h2 id="wizard-title" className={styles.title}>
              {t('creation.wizard_fromTitle')}
            </h2>
            <MobileAddressForm index={0} />
            <StepNavigation back="init" next="to" nextDisabled={!fromReady} />
          </section>
        ) : null}
        {step === 'to' ? (
          <section className={styles.card} aria-labelledby="wizard-title">
            <h2 id="wizard-title" className={styles.title}>
              {t('creation.wizard_toTitle')}
            </h2>
            <MobileAddressForm index={1} />
            <StepNavigation back="from" next="details" nextDisabled={!toReady} />
          </section>
        ) : null}
        {step === 'details' ? (
          <>
            <CourierCallDetails />
            <TariffPicker />
            <TimeSection />
            <section className={styles.card} aria-labelledby="terms-title">
              <h2 id="terms-title" className={styles.title}>
                {t('creation.wizard_deliveryTerms')}
              </h2>
              <p className={styles.muted}>{t('creation.wizard_deliveryTermsText')}</p>
            </section>
            <PaymentSection />
            <SubmitPanel />
            <StepNavigation back="to" />
          </>
        ) : null}
      </div>
    </div>
  );
}
