import type { Configs } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** POST /rocket/v0/common/configs/get: the platform's settings, with the company's own city. */
export const fetchConfigs = () =>
  platformRequest<Configs>({ method: 'post', url: '/rocket/v0/common/configs/get', data: {} });
