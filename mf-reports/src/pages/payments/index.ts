import type { RouteEntry } from '@cabinet/shared/router';

import { ledgerOpened } from '../../features/cod-ledger';
import { balanceRequested } from '../../features/company-balance';
import { cardsRequested } from '../../features/saved-cards';
import { PaymentsPage, ledgerPageOf } from './payments-page';

/** Called by the shell before the page's first render: the balance (fresh on every visit), cards and payouts. */
export function routeEntered({ search }: RouteEntry): void {
  balanceRequested();
  cardsRequested();
  ledgerOpened(ledgerPageOf(new URLSearchParams(search)));
}

export { PaymentsPage };
/** The exposed module's default export is the page the shell renders. */
export default PaymentsPage;
