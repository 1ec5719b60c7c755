import { allSettled, fork } from 'effector';

import { pointAdded, pointRemoved } from '../../point';
import {
  $acceptedAmounts,
  $hasReturnTask,
  $itemErrors,
  $items,
  $paymentTaskIncomplete,
  $tasks,
  $tasksPrice,
  itemAdded,
  itemChanged,
  taskToggled,
} from '..';

describe('tasks model', () => {
  it('prices fitting 300, photo 300 and the verification code 150, and sums them', async () => {
    const scope = fork();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'fitting' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 0, code: 'verification_code' } });
    expect(scope.getState($tasksPrice)).toBe(750);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    expect(scope.getState($tasksPrice)).toBe(450);
  });

  it('takes payment: the amount to accept is the sum of the point’s item prices', async () => {
    const scope = fork();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'on_delivery_payment' } });
    expect(scope.getState($items)[1]).toHaveLength(1);
    await allSettled(itemChanged, {
      scope,
      params: { pointIndex: 1, itemIndex: 0, title: 'Платье', price: 5000 },
    });
    await allSettled(itemAdded, { scope, params: 1 });
    await allSettled(itemChanged, {
      scope,
      params: { pointIndex: 1, itemIndex: 1, title: 'Шарф', price: 1500 },
    });
    expect(scope.getState($acceptedAmounts)).toEqual([0, 6500]);
    expect(scope.getState($paymentTaskIncomplete)).toBe(false);
  });

  it('tracks invalidTitle and invalidPrice per point and index', async () => {
    const scope = fork();
    await allSettled(pointAdded, { scope });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'on_delivery_payment' } });
    await allSettled(itemAdded, { scope, params: 2 });
    await allSettled(itemChanged, { scope, params: { pointIndex: 2, itemIndex: 1, title: 'Шарф' } });
    expect(scope.getState($itemErrors)).toEqual({
      2: { 0: { invalidTitle: true, invalidPrice: true }, 1: { invalidTitle: false, invalidPrice: true } },
    });
    expect(scope.getState($paymentTaskIncomplete)).toBe(true);
  });

  it('does not take payment or return at the first point, and returns once per order', async () => {
    const scope = fork();
    await allSettled(taskToggled, { scope, params: { pointIndex: 0, code: 'on_delivery_payment' } });
    expect(scope.getState($tasks)[0]).toEqual([]);
    await allSettled(pointAdded, { scope });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'destination_change' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'destination_change' } });
    expect(scope.getState($hasReturnTask)).toBe(true);
    expect(scope.getState($tasks)[2]).toEqual([]);
    expect(scope.getState($tasksPrice)).toBe(500);
  });

  it('gives an added point empty tasks and items, and drops a deleted point’s ones', async () => {
    const scope = fork();
    await allSettled(pointAdded, { scope });
    expect(scope.getState($tasks)).toEqual([[], [], []]);
    expect(scope.getState($items)).toEqual([[], [], []]);
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(taskToggled, { scope, params: { pointIndex: 2, code: 'fitting' } });
    await allSettled(pointRemoved, { scope, params: 1 });
    expect(scope.getState($tasks).map((list) => list.map((task) => task.id))).toEqual([[], [1]]);
    expect(scope.getState($items)).toHaveLength(2);
  });
});
