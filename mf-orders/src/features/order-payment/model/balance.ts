import { combine } from 'effector';

import { $user, PAYMENT_TYPE } from '@cabinet/shared';

import { $deliveryPrice } from '../../../entities/tariff';
import { $tasksPrice } from '../../../entities/task';
import { $details } from '../../order-form';

/** Delivery plus the selected tasks. */
export const $totalPrice = combine($deliveryPrice, $tasksPrice, (delivery, tasks) => delivery + tasks);

/** §5: the balance does not cover the order paid from it. */
export const $insufficientBalance = combine(
  $user,
  $totalPrice,
  $details,
  (user, total, details) =>
    details.paymentType === PAYMENT_TYPE.balance && user !== null && total > 0 && user.balance < total,
);
