import type { ReactNode } from 'react';

import { CancelOrderButton } from '../../../features/cancel-order';
import { OrderDetails } from '../../../features/order-details';
import { RateOrder } from '../../../features/rate-order';
import { RepeatOrderButton } from '../../../features/repeat-order';

/** One order with everything that can be done to it: cancel, rate once delivered, repeat. */
export function OrderPanel({ orderId, headerAside }: { orderId: number; headerAside?: ReactNode }) {
  return (
    <OrderDetails
      orderId={orderId}
      headerAside={headerAside}
      actions={(order) => (
        <>
          {order.state === 'delivered' ? <RateOrder orderId={order.id} /> : null}
          <CancelOrderButton order={order} />
          <RepeatOrderButton order={order} />
        </>
      )}
    />
  );
}
