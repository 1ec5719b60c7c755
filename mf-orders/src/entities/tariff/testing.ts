import type { Tariff } from '@cabinet/shared/contract';

/** Tests of every layer build tariffs from one complete shape, so a new contract field is added once. */
export const tariffOf = (patch: Partial<Tariff> = {}): Tariff => ({
  id: 1,
  transport: 'CAR',
  price: 1500,
  is_fastest: false,
  is_multipoint: true,
  is_unavailable: false,
  unavailable_reason: null,
  delivery_sla_hours: 3,
  weight_limit_kg: 100,
  eta_minutes: 40,
  surge_percent: 0,
  ...patch,
});
