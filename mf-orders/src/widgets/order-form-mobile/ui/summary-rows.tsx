import { useStoreMap, useUnit } from 'effector-react';

import {
  $user,
  DELIVERY_TIME_TYPE,
  PAYMENT_TYPE,
  describeOrderNotice,
  useTranslation,
} from '@cabinet/shared';
import { cardBrandName, formatMoney } from '@cabinet/shared/money';
import { Button } from '@cabinet/shared/ui';

import { $pointCount, $points, MAX_POINTS, addressLine } from '../../../entities/point';
import {
  $priceSurge,
  $selectedTariff,
  $tariffsFailure,
  $tariffsLoading,
  etaParts,
} from '../../../entities/tariff';
import { $tasks, $tasksPrice } from '../../../entities/task';
import {
  $cards,
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $ratesFresh,
} from '../../../features/order-form';
import { $insufficientBalance } from '../../../features/order-payment';
import { $visibleProblems } from '../../../features/submit-order';
import { NAMESPACE } from '../../../shared/i18n';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { pointScreen } from '../lib/screens';
import { screenOpened, stopAddPressed } from '../model/wizard-model';
import { SummaryRow } from './summary-row';
import styles from './mobile-wizard.module.css';

/** The name of a point in the wizard: from, to, then numbered stops (a draft made on a wider screen). */
export function usePointName() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  return (index: number) =>
    index === 0
      ? t('creation.pointFrom')
      : index === 1
        ? t('mobileWizard.pointTo')
        : t('mobileWizard.pointNumber', { number: index + 1 });
}

/** The route: every point opens its own screen (from, to, and each further stop). */
export function RouteRows() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  const name = usePointName();
  const lines = useStoreMap({ store: $points, keys: [], fn: (points) => points.map(addressLine) });
  return (
    <>
      {lines.map((line, index) => (
        <SummaryRow
          key={index}
          label={name(index)}
          value={line || t('mobileWizard.addressMissing')}
          warning={!line}
          onOpen={() => open(pointScreen(index))}
        />
      ))}
    </>
  );
}

/** §4 "adding appends an empty point", as on desktop, up to the platform's limit of points. */
export function AddStopButton() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [count, add] = useUnit([$pointCount, stopAddPressed]);
  const full = count >= MAX_POINTS;
  return (
    <>
      <Button variant="secondary" onClick={() => add()} disabled={full}>
        {t('creation.addPoint')}
      </Button>
      {full ? (
        <p className={styles.text}>{t('orderFixes.pointsLimit', { ns: NAMESPACE, max: MAX_POINTS })}</p>
      ) : null}
    </>
  );
}

/** The tariff with its price and ETA; opens "change tariff". */
export function TariffRow() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  const [tariff, fresh, loading, failure, surge] = useUnit([
    $selectedTariff,
    $ratesFresh,
    $tariffsLoading,
    $tariffsFailure,
    $priceSurge,
  ]);
  let value: string;
  if (loading) value = t('creation.tariffsLoading');
  else if (failure) value = failure.title;
  else if (tariff && fresh) {
    const eta = etaParts(tariff.eta_minutes);
    value = t('mobileWizard.tariffValue', {
      transport: t(`creation.transport_${tariff.transport}`),
      price: formatMoney(tariff.price),
      eta:
        eta.unit === 'minutes'
          ? t('creation.etaMinutes', { value: eta.value })
          : t('creation.etaHours', { value: eta.value }),
    });
  } else value = t('mobileWizard.tariffNone');
  const surgeTitle = surge ? describeOrderNotice('price-surge').title : null;
  return (
    <SummaryRow
      label={t('creation.tariffsTitle')}
      value={surgeTitle ? t('mobileWizard.joined', { first: value, second: surgeTitle }) : value}
      warning={!loading && (!tariff || !fresh || failure !== null || surge)}
      onOpen={() => open('tariff')}
    />
  );
}

/** Now or the planned time; outside working hours it leads to the non-working-time notice. */
export function TimeRow() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  const [details, nonWorking, urgent] = useUnit([$details, $nonWorkingTimeNotice, $isUrgent]);
  const planned = details.deliveryTimeType === DELIVERY_TIME_TYPE.planned;
  let value: string;
  if (planned) value = details.datetimeToDisplay ?? t('creation.errors_plannedTimeMissing');
  else if (nonWorking) value = t('creation.nonWorkingTitle');
  else value = t('creation.timeImmediate');
  return (
    <SummaryRow
      label={t('creation.timeTitle')}
      value={urgent ? t('mobileWizard.joined', { first: value, second: t('creation.urgent') }) : value}
      warning={nonWorking || (planned && !details.datetime)}
      onOpen={() => open(nonWorking ? 'non-working' : 'time')}
    />
  );
}

/** Balance or the chosen card; opens the delivery terms. */
export function PaymentRow() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  const [details, cards, user, insufficient] = useUnit([$details, $cards, $user, $insufficientBalance]);
  const byCard = details.paymentType === PAYMENT_TYPE.card;
  const card = byCard ? cards.find((item) => item.token === details.selectedCardToken) : undefined;
  let value: string;
  if (card) value = t('creation.cardLabel', { brand: cardBrandName(card.brand), pan: card.pan_masked });
  else if (byCard)
    value = t('mobileWizard.joined', {
      first: t('creation.paymentCard'),
      second: t('creation.errors_cardMissing'),
    });
  else
    value = user
      ? t('mobileWizard.joined', {
          first: t('creation.paymentBalance'),
          second: t('creation.balance', { balance: formatMoney(user.balance) }),
        })
      : t('creation.paymentBalance');
  return (
    <SummaryRow
      label={t('creation.paymentTitle')}
      value={value}
      warning={(byCard && !card) || (!byCard && insufficient)}
      onOpen={() => open('terms')}
    />
  );
}

/** How many courier tasks and what they cost; opens the order tasks. */
export function TasksRow() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const open = useUnit(screenOpened);
  const price = useUnit($tasksPrice);
  const incomplete = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (problems) => problems.form.includes('paymentTaskIncomplete'),
  });
  const count = useStoreMap({ store: $tasks, keys: [], fn: (tasks) => tasks.flat().length });
  return (
    <SummaryRow
      label={t('creation.tasksTitle')}
      value={
        count === 0
          ? t('mobileWizard.tasksNone')
          : t('mobileWizard.tasksValue', { count, price: formatMoney(price) })
      }
      warning={incomplete}
      onOpen={() => open('tasks')}
    />
  );
}
