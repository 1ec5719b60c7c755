import { useUnit } from 'effector-react';

import { $user, PAYMENT_TYPE, useTranslation } from '@cabinet/shared';
import { Button, Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import {
  $cards,
  $cardsFailed,
  $cardsLoading,
  $details,
  cardSelected,
  cardsRequested,
  payByCardChosen,
  paymentTypeSelected,
} from '../../order-form';
import { $insufficientBalance } from '../model/balance';
import styles from '../../../shared/ui/form-section.module.css';

/** Balance (2, default) or a saved card (5). */
export function PaymentSection() {
  const { t } = useTranslation(NAMESPACE);
  const [details, cards, loading, failed, user, insufficient] = useUnit([
    $details,
    $cards,
    $cardsLoading,
    $cardsFailed,
    $user,
    $insufficientBalance,
  ]);
  const [chooseType, chooseCard, payByCard, reloadCards] = useUnit([
    paymentTypeSelected,
    cardSelected,
    payByCardChosen,
    cardsRequested,
  ]);
  const byCard = details.paymentType === PAYMENT_TYPE.card;

  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        {t('creation.paymentTitle')}
      </h2>
      <div role="radiogroup" aria-labelledby="payment-title" className={styles.column}>
        <label className={styles.check}>
          <input
            type="radio"
            name="payment-type"
            checked={!byCard}
            onChange={() => chooseType(PAYMENT_TYPE.balance)}
          />
          {t('creation.paymentBalance')}
          {user ? (
            <span className={styles.muted}>{t('creation.balance', { balance: user.balance })}</span>
          ) : null}
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name="payment-type"
            checked={byCard}
            onChange={() => chooseType(PAYMENT_TYPE.card)}
          />
          {t('creation.paymentCard')}
        </label>
      </div>
      {byCard && loading ? <Spinner label={t('creation.cardsLoading')} /> : null}
      {byCard && !loading && failed ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{t('orderForm.cardsLoadFailed')}</p>
          <Button variant="secondary" onClick={() => reloadCards()}>
            {t('orderForm.retry')}
          </Button>
        </div>
      ) : null}
      {byCard && !loading && !failed && cards.length === 0 ? (
        <p className={styles.error} role="alert">
          {t('form.noCardToPay')}
        </p>
      ) : null}
      {byCard && cards.length > 0 ? (
        <div role="radiogroup" aria-label={t('creation.paymentCard')} className={styles.column}>
          {cards.map((card) => (
            <label key={card.token} className={styles.check}>
              <input
                type="radio"
                name="card"
                checked={details.selectedCardToken === card.token}
                onChange={() => chooseCard(card.token)}
              />
              {t('creation.cardLabel', { brand: card.brand, pan: card.pan_masked })}
            </label>
          ))}
        </div>
      ) : null}
      {!byCard && insufficient ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{t('creation.insufficientBalance')}</p>
          <Button variant="secondary" onClick={() => payByCard()}>
            {t('creation.payByCard')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
