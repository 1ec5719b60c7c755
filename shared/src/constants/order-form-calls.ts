import type { PlatformCall } from './platform-call';

/**
 * The GETs the order form makes as it opens (§7: the saved addresses, the branches, the saved cards
 * and the task catalogue), named once for the form and the shell: on a first load of the form,
 * index.html starts them beside the profile, and the form's identical calls take those answers.
 */
export function orderFormFirstCalls(): PlatformCall[] {
  return [
    { method: 'get', url: '/rocket/v0/common/addresses', params: { is_customer: false } },
    { method: 'get', url: '/rocket/v0/business/branches', params: { page: 1 } },
    { method: 'get', url: '/rocket/v0/payments/ioka/get-cards' },
    { method: 'get', url: '/rocket/v0/business/company/tasks' },
  ];
}
