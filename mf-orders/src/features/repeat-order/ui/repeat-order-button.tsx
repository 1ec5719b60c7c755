import { useUnit } from 'effector-react';

import { $isMobile, useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { useNavigate } from '@cabinet/shared/router';
import { Button } from '@cabinet/shared/ui';

import { storeRepeatDraft } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';

/**
 * Where the new draft is filled in: the desktop form, or the mobile wizard's summary (its `details`
 * step), where the copied order is checked and placed; the wizard itself falls back to the first
 * screen to fix when a copied point is incomplete.
 */
export function repeatTarget(isMobile: boolean): string {
  return isMobile ? '/mobile/new-order-details?step=details' : '/orders/new';
}

/** One click on a finished order: its points and tasks become a new draft of the order form. */
export function RepeatOrderButton({ order }: { order: Group }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const isMobile = useUnit($isMobile);
  if (order.state !== 'delivered' && order.state !== 'cancelled') return null;
  return (
    <Button
      variant="secondary"
      onClick={() => {
        storeRepeatDraft(order);
        navigate(repeatTarget(isMobile));
      }}
    >
      {t('tracking.repeatOrder')}
    </Button>
  );
}
