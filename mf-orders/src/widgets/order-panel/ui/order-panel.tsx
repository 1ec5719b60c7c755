import type { ReactNode } from 'react';

import { CancelOrderButton } from '../../../features/cancel-order';
import { OrderDetails } from '../../../features/order-details';
import { RateOrder } from '../../../features/rate-order';
import { RepeatOrderButton } from '../../../features/repeat-order';
import { OrderMap } from './order-map';

/** One order with its map and everything that can be done to it: cancel, rate once delivered, repeat. */
export function OrderPanel({ orderId, headerAside }: { orderId: number; headerAside?: ReactNode }) {
  return (
    <OrderDetails
      orderId={orderId}
      headerAside={headerAside}
      map={(order, courier) => <OrderMap order={order} courier={courier} />}
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
