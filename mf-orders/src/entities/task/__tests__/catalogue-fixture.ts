import type { StoreWritable } from 'effector';

import type { CompanyTask } from '@cabinet/shared/contract';

import { $taskCatalogue, $taskCatalogueState, type TaskCatalogueState } from '..';

/** The company task catalogue as the local platform serves it (§9 prices; ids are the platform's). */
export const TEST_CATALOGUE: CompanyTask[] = [
  { id: 1, code: 'fitting', name: 'Ожидание примерки', comment: '', extra_fields: { price: 300 } },
  { id: 2, code: 'photo', name: 'Сделать фото', comment: '', extra_fields: { price: 300 } },
  { id: 3, code: 'verification_code', name: 'Код', comment: '', extra_fields: { price: 150 } },
  {
    id: 4,
    code: 'on_delivery_payment',
    name: 'Принять оплату',
    comment: '',
    extra_fields: { price: 0, price_type: 'ON_DELIVERY_PAYMENT', service_type: 'on_delivery_payment' },
  },
  {
    id: 5,
    code: 'destination_change',
    name: 'Вернуться',
    comment: '',
    extra_fields: { price: 500, service_type: 'destination_change' },
  },
];

/** Fork `values` of a scope whose catalogue has loaded. */
export const loadedCatalogue = (
  catalogue: readonly CompanyTask[] = TEST_CATALOGUE,
): Array<
  | [StoreWritable<readonly CompanyTask[]>, readonly CompanyTask[]]
  | [StoreWritable<TaskCatalogueState>, TaskCatalogueState]
> => [
  [$taskCatalogue, catalogue],
  [$taskCatalogueState, 'loaded'],
];
