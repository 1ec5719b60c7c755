import { useUnit } from 'effector-react';

import { $user, PAYMENT_TYPE, useTranslation } from '@cabinet/shared';
import { cardBrandName, formatMoney } from '@cabinet/shared/money';
import { Button, Card, Radio, Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
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
  const { t } = useTranslation(CREATION_NAMESPACE);
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
    <Card title={t('creation.paymentTitle')}>
      <div role="radiogroup" aria-label={t('creation.paymentTitle')} className={styles.column}>
        <Radio
          name="payment-type"
          label={t('creation.paymentBalance')}
          description={user ? t('creation.balance', { balance: formatMoney(user.balance) }) : null}
          checked={!byCard}
          onChange={() => chooseType(PAYMENT_TYPE.balance)}
        />
        <Radio
          name="payment-type"
          label={t('creation.paymentCard')}
          checked={byCard}
          onChange={() => chooseType(PAYMENT_TYPE.card)}
        />
      </div>
      {byCard && loading ? <Spinner label={t('creation.cardsLoading')} /> : null}
      {byCard && !loading && failed ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{t('orderForm.cardsLoadFailed', { ns: NAMESPACE })}</p>
          <Button variant="secondary" onClick={() => reloadCards()}>
            {t('orderForm.retry', { ns: NAMESPACE })}
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
            <Radio
              key={card.token}
              name="card"
              label={t('creation.cardLabel', { brand: cardBrandName(card.brand), pan: card.pan_masked })}
              checked={details.selectedCardToken === card.token}
              onChange={() => chooseCard(card.token)}
            />
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
    </Card>
  );
}
