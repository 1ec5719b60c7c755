import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { formatMoney } from '@cabinet/shared/money';
import { Button, Card } from '@cabinet/shared/ui';

import { $pointCount, MAX_POINTS, pointAdded } from '../../../entities/point';
import { $tasksPrice, TaskCatalogueNotice } from '../../../entities/task';
import { OrderCommentField, TimeSection } from '../../../features/order-form';
import { PaymentSection } from '../../../features/order-payment';
import { $platformFieldErrors, SubmitPanel } from '../../../features/submit-order';
import { TariffPicker } from '../../../features/tariff-picker';
import { NAMESPACE } from '../../../shared/i18n';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { RouteMapLazy } from '../../order-form-map';
import { PointCard } from './point-card';
import styles from '../../../shared/ui/form-section.module.css';

/** The desktop order form: points, tariffs, time, payment and the order button. */
export function OrderForm() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [count, tasksPrice, refused] = useUnit([$pointCount, $tasksPrice, $platformFieldErrors]);
  const indices = Array.from({ length: count }, (_, index) => index);

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <div className={styles.column}>
        <TaskCatalogueNotice />
        {indices.map((index) => (
          <PointCard key={index} index={index} />
        ))}
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => pointAdded()} disabled={count >= MAX_POINTS}>
            {t('creation.addPoint')}
          </Button>
          {tasksPrice > 0 ? (
            <span className={styles.muted}>
              {t('creation.tasksTotal', { price: formatMoney(tasksPrice) })}
            </span>
          ) : null}
        </div>
        <Card label={t('orderFixes.orderComment', { ns: NAMESPACE })}>
          <OrderCommentField error={refused?.comment ?? null} />
        </Card>
      </div>
      <div className={styles.column}>
        <RouteMapLazy />
        <TariffPicker />
        <TimeSection />
        <PaymentSection />
        <SubmitPanel />
      </div>
    </form>
  );
}
