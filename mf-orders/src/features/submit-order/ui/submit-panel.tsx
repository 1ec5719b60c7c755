import { useUnit } from 'effector-react';

import { PAYMENT_TYPE, useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { $deliveryPrice } from '../../../entities/tariff';
import { $tasksPrice } from '../../../entities/task';
import { NAMESPACE } from '../../../shared/i18n';
import { $cards, cardSelected, draftCleared, paymentTypeSelected } from '../../order-form';
import { $totalPrice } from '../../order-payment';
import { BALANCE_CODES } from '../lib/submit-failure';
import { $sending, $submitFailure, $visibleProblems, orderSubmitted } from '../model/submit-model';
import styles from '../../../shared/ui/form-section.module.css';

/** Prices, what still stops the order, the platform's answer and the order button. */
export function SubmitPanel() {
  const { t } = useTranslation(NAMESPACE);
  const [delivery, tasks, total, problems, failure, sending, cards] = useUnit([
    $deliveryPrice,
    $tasksPrice,
    $totalPrice,
    $visibleProblems,
    $submitFailure,
    $sending,
    $cards,
  ]);
  const balanceFailure = failure !== null && failure.code !== null && BALANCE_CODES.includes(failure.code);
  const payByCard = () => {
    const card = cards.find((item) => item.is_default) ?? cards[0];
    if (card) cardSelected(card.token);
    else paymentTypeSelected(PAYMENT_TYPE.card);
  };

  return (
    <section className={styles.section} aria-label={t('creation.summaryTotal')}>
      <dl className={styles.summary}>
        <dt>{t('creation.summaryDelivery')}</dt>
        <dd>{t('creation.money', { value: delivery })}</dd>
        <dt>{t('creation.summaryTasks')}</dt>
        <dd>{t('creation.money', { value: tasks })}</dd>
        <dt className={styles.total}>{t('creation.summaryTotal')}</dt>
        <dd className={styles.total}>{t('creation.money', { value: total })}</dd>
      </dl>
      {problems.form.length > 0 ? (
        <ul className={styles.column} role="alert" aria-label={t('creation.submit_button')}>
          {problems.form.map((problem) => (
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
          {balanceFailure ? (
            <Button variant="secondary" onClick={payByCard}>
              {t('creation.payByCard')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button onClick={() => orderSubmitted()} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('creation.submit_sending') : t('creation.submit_button')}
      </Button>
      <Button variant="ghost" onClick={() => draftCleared()} disabled={sending}>
        {t('creation.submit_reset')}
      </Button>
    </section>
  );
}
