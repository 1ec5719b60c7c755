import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { useNavigate } from '@cabinet/shared/router';
import { Button } from '@cabinet/shared/ui';

import { storeRepeatDraft } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';

/** One click on a finished order: its points and tasks become a new draft of the order form. */
export function RepeatOrderButton({ order }: { order: Group }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  if (order.state !== 'delivered' && order.state !== 'cancelled') return null;
  return (
    <Button
      variant="secondary"
      onClick={() => {
        storeRepeatDraft(order);
        navigate('/orders/new');
      }}
    >
      {t('tracking.repeatOrder')}
    </Button>
  );
}
