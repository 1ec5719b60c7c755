import { allSettled, fork } from 'effector';

import { $user } from '@cabinet/shared';
import { testUserProfile } from '@cabinet/shared/testing';

import { fetchBalanceFx } from '../../../entities/company-balance';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import {
  cancelDialogOpened,
  cancelOrderFx,
  cancelSubmitted,
  causeSelected,
  fetchCausesFx,
  refreshOrderFx,
} from '../model/cancel-order-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const CAUSES = [{ id: 1, type: 'group' as const, name: 'Передумал' }];

const refusal = (status: number, code: string) =>
  Object.assign(new Error(code), { response: { status, data: { detail: { code, message: code } } } });

async function cancelIn(scope: ReturnType<typeof fork>) {
  await allSettled(cancelDialogOpened, { scope, params: makeOrder(7, 'searching') });
  await allSettled(causeSelected, { scope, params: 1 });
  await allSettled(cancelSubmitted, { scope });
}

describe('the balance after a cancellation', () => {
  it('is read again after a cancellation, so the header shows the refund', async () => {
    const readBalance = jest.fn(async () => 12_060);
    const scope = fork({
      values: [[$user, testUserProfile({ balance: 10_000 })]],
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, async () => makeOrder(7, 'cancelled', { refunded_amount: 2_060 })],
        [fetchBalanceFx, readBalance],
      ],
    });
    await cancelIn(scope);
    expect(readBalance).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)?.balance).toBe(12_060);
  });

  it('is left alone when the platform refuses the cancellation', async () => {
    const readBalance = jest.fn(async () => 12_060);
    const scope = fork({
      values: [[$user, testUserProfile({ balance: 10_000 })]],
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, async () => Promise.reject(refusal(400, 'ORDER_HAS_BEEN_DELIVERED'))],
        [refreshOrderFx, async () => makeOrder(7, 'delivered')],
        [fetchBalanceFx, readBalance],
      ],
    });
    await cancelIn(scope);
    expect(readBalance).not.toHaveBeenCalled();
    expect(scope.getState($user)?.balance).toBe(10_000);
  });
});
