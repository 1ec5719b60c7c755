import { useUnit } from 'effector-react';
import { memo } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Tariff } from '@cabinet/shared/contract';
import { formatMoney } from '@cabinet/shared/money';
import { Button, Card, Spinner } from '@cabinet/shared/ui';

import {
  $optimisationApplied,
  $rates,
  $selectedTariff,
  $tariffsFailure,
  $tariffsLoading,
  etaParts,
  tariffSelected,
  tariffsRetried,
} from '../../../entities/tariff';
import { $isMultiPoint } from '../../../entities/point';
import {
  $canOptimise,
  $optimisationProfit,
  $optimisedDistance,
  $optimisedPrice,
  $ratesFresh,
  optimisationApplied,
} from '../../order-form';
import { NAMESPACE } from '../../../shared/i18n';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import styles from '../../../shared/ui/form-section.module.css';
import cards from './tariff-picker.module.css';

/** One tariff; a switch re-renders only the two cards whose `checked` changed. */
const TariffCard = memo(function TariffCard({ tariff, checked }: { tariff: Tariff; checked: boolean }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const eta = etaParts(tariff.eta_minutes);
  const id = `tariff-${tariff.id}`;
  return (
    <label className={checked ? cards.cardChecked : cards.card} htmlFor={id}>
      <input
        id={id}
        type="radio"
        name="tariff"
        className={cards.radio}
        checked={checked}
        disabled={tariff.is_unavailable}
        onChange={() => tariffSelected(tariff.id)}
      />
      <span className={cards.transport}>{t(`creation.transport_${tariff.transport}`)}</span>
      <span className={cards.price}>{t('creation.tariffPrice', { price: formatMoney(tariff.price) })}</span>
      <span className={cards.meta}>
        {eta.unit === 'minutes'
          ? t('creation.etaMinutes', { value: eta.value })
          : t('creation.etaHours', { value: eta.value })}
      </span>
      <span className={cards.meta}>{t('creation.tariffSla', { hours: tariff.delivery_sla_hours })}</span>
      <span className={cards.meta}>{t('creation.tariffWeight', { kg: tariff.weight_limit_kg })}</span>
      <span className={cards.flags}>
        {tariff.is_fastest ? <span className={cards.flag}>{t('creation.fastest')}</span> : null}
        {tariff.is_multipoint ? <span className={cards.flag}>{t('creation.multipoint')}</span> : null}
        {tariff.is_unavailable ? (
          <span className={cards.flagMuted}>
            {t('creation.unavailable')}
            {tariff.unavailable_reason ? ` · ${tariff.unavailable_reason}` : ''}
          </span>
        ) : null}
      </span>
    </label>
  );
});

/** Why the route has no tariffs: the platform's refusal, or a failure to load with a retry. */
function TariffsFailureNotice() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [failure, retry] = useUnit([$tariffsFailure, tariffsRetried]);
  if (!failure) return null;
  return (
    <div className={styles.column} role="alert">
      <p className={styles.error}>
        <strong>{failure.title}</strong> {failure.text}
      </p>
      {failure.retryable ? (
        <Button variant="secondary" onClick={() => retry()}>
          {t('orderForm.retry', { ns: NAMESPACE })}
        </Button>
      ) : null}
    </div>
  );
}

/** §4 the optimised route: its own price and length; the saving only when there is one. */
function OptimisationOffer() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [price, distance, profit, apply] = useUnit([
    $optimisedPrice,
    $optimisedDistance,
    $optimisationProfit,
    optimisationApplied,
  ]);
  let variant: string | null = null;
  if (price !== null && distance !== null)
    variant = t('orderForm.optimiseVariant', { ns: NAMESPACE, price: formatMoney(price), km: distance });
  else if (distance !== null)
    variant = t('orderForm.optimiseVariantDistance', { ns: NAMESPACE, km: distance });
  return (
    <div className={styles.notice}>
      <strong>{t('creation.optimiseTitle')}</strong>
      {variant ? <p className={styles.muted}>{variant}</p> : null}
      {profit > 0 ? <p>{t('creation.optimiseText', { profit: formatMoney(profit) })}</p> : null}
      <Button variant="secondary" onClick={() => apply()}>
        {t('creation.optimiseApply')}
      </Button>
    </div>
  );
}

/** Tariff cards as a radio group and the optimised route (the surge notice is beside the order button). */
export function TariffPicker() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [rates, selected, loading, fresh, multi, canOptimise, applied, failure] = useUnit([
    $rates,
    $selectedTariff,
    $tariffsLoading,
    $ratesFresh,
    $isMultiPoint,
    $canOptimise,
    $optimisationApplied,
    $tariffsFailure,
  ]);

  return (
    <Card title={t('creation.tariffsTitle')}>
      {loading ? <Spinner label={t('creation.tariffsLoading')} /> : null}
      {!loading ? <TariffsFailureNotice /> : null}
      {!loading && !failure && (!rates || !fresh) ? (
        <p className={styles.muted}>{t('creation.tariffsHint')}</p>
      ) : null}
      {rates && fresh ? (
        <>
          <div role="radiogroup" aria-label={t('creation.tariffsTitle')} className={cards.list}>
            {rates.tariffs.map((tariff) => (
              <TariffCard key={tariff.id} tariff={tariff} checked={selected?.id === tariff.id} />
            ))}
          </div>
          <p className={styles.muted}>{t('creation.distance', { km: rates.distance })}</p>
        </>
      ) : null}
      {multi && applied ? <p className={styles.notice}>{t('creation.optimiseApplied')}</p> : null}
      {multi && fresh && canOptimise && !applied ? <OptimisationOffer /> : null}
    </Card>
  );
}
