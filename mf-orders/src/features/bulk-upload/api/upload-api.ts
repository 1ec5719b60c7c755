import { searchInCity, validateCoordinate } from '@cabinet/shared/address-picker';
import { endpointPath, type City, type Company, type RatesResponse } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import type { CheckApi } from '../lib/check-row';
import type { UploadBody } from '../lib/upload-batches';

/** The platform's answer to one upload-orders call: a result per order, in the body's order. */
export interface UploadAnswer {
  created: number;
  failed: number;
  results: Array<{
    index: number;
    external_id: string | null;
    id: number | null;
    number: string | null;
    error: { code: string; message: string } | null;
  }>;
}

export const UPLOAD_URL = endpointPath('uploadOrders');

/** The calls of the preview: the gazetteer (the company's city first), validate-coordinate, tariffs. */
export const checkApi = (city: City | null): CheckApi => ({
  search: (q, signal) => searchInCity(q, signal, city, false),
  validate: (latitude, longitude, signal) => validateCoordinate(latitude, longitude, signal),
  tariffs: (points, signal) =>
    platformRequest<RatesResponse>({
      method: 'post',
      url: endpointPath('tariffs'),
      data: { points },
      signal,
    }),
});

/** One call of an upload, with the key that makes its retry a replay (decision 0008). */
export const uploadOrders = (body: UploadBody, key: string) =>
  platformRequest<UploadAnswer>({
    method: 'post',
    url: UPLOAD_URL,
    data: body,
    headers: { 'X-Idempotency-Key': key },
  });

/** The balance the orders were paid from, as the platform has it now. */
export const fetchBalance = () =>
  platformRequest<Pick<Company, 'balance'>>({ method: 'get', url: endpointPath('getCompany') }).then(
    (company) => company.balance,
  );
