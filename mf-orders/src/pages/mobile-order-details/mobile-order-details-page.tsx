import { useTranslation } from '@cabinet/shared';
import { Link, useParams } from '@cabinet/shared/router';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../shared/i18n';
import { OrderPanel } from '../../widgets/order-panel';
import styles from './mobile-order-details-page.module.css';

/** Заказ: one order on its own page (/mobile/orders/{id}), updated live. */
export function MobileOrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrderDetails.title'));
  const { id } = useParams();
  const orderId = Number(id);
  const back = (
    <Link to="/mobile/orders" className={styles.back}>
      {t('tracking.backToList')}
    </Link>
  );
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return (
      <EmptyState
        title={t('mobileOrderDetails.emptyTitle')}
        text={t('mobileOrderDetails.emptyText')}
        action={back}
      />
    );
  }
  return <OrderPanel orderId={orderId} headerAside={back} />;
}
