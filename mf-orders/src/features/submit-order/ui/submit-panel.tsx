import { useStoreMap, useUnit } from 'effector-react';
import type { MouseEvent } from 'react';

import { describeOrderNotice, useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Button, Card } from '@cabinet/shared/ui';

import {
  $deliveryPrice,
  $surgeOffer,
  $withdrawnTariff,
  surgeAccepted,
  surgeDeclined,
} from '../../../entities/tariff';
import { $tasksPrice } from '../../../entities/task';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { draftCleared, payByCardChosen } from '../../order-form';
import { $insufficientBalance, $totalPrice } from '../../order-payment';
import { BALANCE_CODES } from '../lib/submit-failure';
import type { FormProblem } from '../lib/build-request';
import { $sending, $submitFailure, $visibleProblems, orderSubmitted } from '../model/submit-model';
import styles from '../../../shared/ui/form-section.module.css';

const NO_FORM_PROBLEMS: FormProblem[] = [];

/**
 * After an order was pressed, the first field the attempt marked invalid gets the focus (and scrolls
 * into view), as in every form of the cabinet: on a tablet or a phone the points are a screen or more
 * above the button.
 */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const listChanged = (next: FormProblem[], previous: FormProblem[]) =>
  next.length !== previous.length || next.some((problem, index) => problem !== previous[index]);

/** §8 price surge: the same tariff costs more now; call the courier at the new price, or wait. */
function PriceSurgeNotice() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [offer, accept, wait] = useUnit([$surgeOffer, surgeAccepted, surgeDeclined]);
  if (!offer) return null;
  const texts = describeOrderNotice('price-surge');
  return (
    <div className={styles.notice} role="alert" aria-labelledby="price-surge-title">
      <strong id="price-surge-title">{texts.title}</strong>
      <p className={styles.muted}>{texts.text}</p>
      <p>
        {t('form.surgePrices', {
          before: formatMoney(offer.previousPrice),
          after: formatMoney(offer.tariff.price),
        })}
      </p>
      <div className={styles.row}>
        <Button onClick={() => accept()}>{t('form.surgeAccept')}</Button>
        <Button variant="secondary" onClick={() => wait()}>
          {t('form.surgeWait')}
        </Button>
      </div>
    </div>
  );
}

/** The chosen transport went while the prices were checked: the order waits for the user to look again. */
function WithdrawnTariffNotice() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const withdrawn = useUnit($withdrawnTariff);
  if (!withdrawn) return null;
  return (
    <div className={styles.notice} role="alert">
      <strong>{t('form.tariffWithdrawnTitle')}</strong>
      <p className={styles.muted}>
        {t('form.tariffWithdrawnText', { transport: t(`creation.transport_${withdrawn.transport}`) })}
      </p>
    </div>
  );
}

/** Prices, what still stops the order, the platform's answer and the order button. */
export function SubmitPanel() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [delivery, tasks, total, failure, sending, insufficient] = useUnit([
    $deliveryPrice,
    $tasksPrice,
    $totalPrice,
    $submitFailure,
    $sending,
    $insufficientBalance,
  ]);
  const [submit, clear, payByCard] = useUnit([orderSubmitted, draftCleared, payByCardChosen]);
  // Only the form's list: a keystroke that changes no problem of the form does not re-render the panel.
  const problems = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (visible) => (visible.form.length > 0 ? visible.form : NO_FORM_PROBLEMS),
    updateFilter: listChanged,
  });
  const pointsInvalid = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (visible) => Object.keys(visible.points).length > 0,
  });
  const pressed = (event: MouseEvent<HTMLButtonElement>) => {
    const { form } = event.currentTarget;
    submit();
    focusFirstInvalid(form);
  };
  // The payment section offers the card itself while the balance it knows is short.
  const offerCard =
    !insufficient && failure !== null && failure.code !== null && BALANCE_CODES.includes(failure.code);

  return (
    <Card label={t('creation.summaryTotal')}>
      <dl className={styles.summary}>
        <dt>{t('creation.summaryDelivery')}</dt>
        <dd>{formatMoney(delivery)}</dd>
        <dt>{t('creation.summaryTasks')}</dt>
        <dd>{formatMoney(tasks)}</dd>
        <dt className={styles.total}>{t('creation.summaryTotal')}</dt>
        <dd className={styles.total}>{formatMoney(total)}</dd>
      </dl>
      {problems.length > 0 || pointsInvalid ? (
        <ul className={styles.column} role="alert" aria-label={t('creation.submit_button')}>
          {pointsInvalid ? <li className={styles.error}>{t('creation.errors_pointsInvalid')}</li> : null}
          {problems.map((problem) => (
            <li key={problem} className={styles.error}>
              {t(`creation.errors_${problem}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <div className={styles.notice} role="alert">
          <strong>{failure.title}</strong>
          {failure.text ? <p className={styles.muted}>{failure.text}</p> : null}
          {offerCard ? (
            <Button variant="secondary" onClick={() => payByCard()}>
              {t('creation.payByCard')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PriceSurgeNotice />
      <WithdrawnTariffNotice />
      <Button onClick={pressed} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('creation.submit_sending') : t('creation.submit_button')}
      </Button>
      <Button variant="ghost" onClick={() => clear()} disabled={sending}>
        {t('creation.submit_reset')}
      </Button>
    </Card>
  );
}
