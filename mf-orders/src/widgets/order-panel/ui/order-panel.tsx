import type { ReactNode } from 'react';

import { CancelOrderButton } from '../../../features/cancel-order';
import { OrderDetails } from '../../../features/order-details';
import { RateOrder } from '../../../features/rate-order';
import { RepeatOrderButton } from '../../../features/repeat-order';
import { ShareTrackingLink } from '../../../features/share-tracking-link';
import { OrderMap } from './order-map';

/** One order with its map and everything that can be done to it: rate once delivered, share its tracking link, cancel, repeat. */
export function OrderPanel({ orderId, headerAside }: { orderId: number; headerAside?: ReactNode }) {
  return (
    <OrderDetails
      orderId={orderId}
      headerAside={headerAside}
      map={(order, courier) => <OrderMap order={order} courier={courier} />}
      actions={(order, focusTitle) => (
        <>
          {order.state === 'delivered' ? <RateOrder order={order} /> : null}
          <ShareTrackingLink order={order} />
          <CancelOrderButton order={order} onFocusLost={focusTitle} />
          <RepeatOrderButton order={order} />
        </>
      )}
    />
  );
}
