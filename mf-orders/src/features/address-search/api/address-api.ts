import type { Branch, SavedAddress } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

const SAVED_ADDRESSES_URL = '/rocket/v0/common/addresses';
const BRANCHES_URL = '/rocket/v0/business/branches';

export const fetchSavedAddresses = () =>
  platformRequest<{ results: SavedAddress[] }>({
    method: 'get',
    url: SAVED_ADDRESSES_URL,
    params: { is_customer: false },
  }).then((answer) => answer.results);

export const fetchBranches = () =>
  platformRequest<{ results: Branch[] }>({ method: 'get', url: BRANCHES_URL, params: { page: 1 } }).then(
    (answer) => answer.results,
  );
