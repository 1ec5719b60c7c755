import { createEffect, sample } from 'effector';

import { balanceUpdated } from '@cabinet/shared';
import type { Company } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

export const COMPANY_URL = '/rocket/v0/business/company';

/**
 * The company's balance as the platform has it now. Called after anything that moves money (an
 * order paid from the balance, a cancellation's refund): the header and the insufficient-balance
 * check read the profile's balance, which the answer updates.
 */
export const fetchBalanceFx = createEffect(() =>
  platformRequest<Pick<Company, 'balance'>>({ method: 'get', url: COMPANY_URL }).then(
    (company) => company.balance,
  ),
);

sample({ clock: fetchBalanceFx.doneData, target: balanceUpdated });
