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
import { useFormParts } from '../lib/use-form-parts';
import { PointCard } from './point-card';
import styles from '../../../shared/ui/form-section.module.css';

/** The form's parts in the order they stand on a phone (its first screen is the first point). */
const PARTS = 4;

/** The order form: points, tariffs, time, payment and the order button (a phone's first screen first). */
export function OrderForm() {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [count, tasksPrice, refused] = useUnit([$pointCount, $tasksPrice, $platformFieldErrors]);
  const shown = useFormParts(PARTS);
  const indices = Array.from({ length: shown > 1 ? count : Math.min(count, 1) }, (_, index) => index);

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <div className={styles.column}>
        <TaskCatalogueNotice />
        {indices.map((index) => (
          <PointCard key={index} index={index} />
        ))}
        {shown > 1 ? (
          <>
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
          </>
        ) : null}
      </div>
      {shown > 2 ? (
        <div className={styles.column}>
          <RouteMapLazy />
          <TariffPicker />
          {shown > 3 ? (
            <>
              <TimeSection />
              <PaymentSection />
              <SubmitPanel />
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
