import { useTranslation } from '@cabinet/shared';
import { Link, useLocation, useNavigate, useParams } from '@cabinet/shared/router';
import { EmptyState, usePageTitle } from '@cabinet/shared/ui';

import { cameFromList, useListHref } from '../../entities/order';
import { NAMESPACE } from '../../shared/i18n';
import { OrderPanel } from '../../widgets/order-panel';
import styles from './mobile-order-details-page.module.css';

/** Заказ: one order on its own page (/mobile/orders/{id}), updated live. */
export function MobileOrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('mobileOrderDetails.title'));
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The list as the user left it (tab, search, days); from one of its rows, history takes them back
  // to it with its scroll position, like the phone's back button.
  const listHref = useListHref('/mobile/orders');
  const fromList = cameFromList(location.state);
  const orderId = Number(id);
  const back = (
    <Link
      to={listHref}
      className={styles.back}
      onClick={(event) => {
        if (!fromList) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      {t('tracking.backToList')}
    </Link>
  );
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return (
      <EmptyState
        role="alert"
        title={t('orderFixes.orderLinkInvalid')}
        text={t('orderFixes.orderLinkInvalidText')}
        action={back}
      />
    );
  }
  return <OrderPanel orderId={orderId} headerAside={back} />;
}
