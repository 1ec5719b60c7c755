import type { AddressInput, SavedAddress } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** §7 Addresses: the company's saved addresses. */
export const SAVED_ADDRESSES_URL = '/rocket/v0/common/addresses';

/** The sender's saved addresses (`is_customer=false`), as the platform lists them (by id). */
export const fetchSavedAddressList = () =>
  platformRequest<{ results: SavedAddress[] }>({
    method: 'get',
    url: SAVED_ADDRESSES_URL,
    params: { is_customer: false },
  }).then((answer) => answer.results);

export const createSavedAddress = (input: AddressInput) =>
  platformRequest<SavedAddress>({ method: 'post', url: SAVED_ADDRESSES_URL, data: input });

/** PUT replaces the whole address: every field is sent. */
export const updateSavedAddress = (id: number, input: AddressInput) =>
  platformRequest<SavedAddress>({ method: 'put', url: `${SAVED_ADDRESSES_URL}/${id}`, data: input });
