import type { Point } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

import { createEmptyPoint } from '../../../entities/point';
import {
  DRAFT_VERSION,
  INITIAL_DETAILS,
  type OrderDraft,
  type WizardStep,
} from '../../../features/order-form';
import { tariffOf } from '../../../entities/tariff/testing';

/** 12:00 and 22:00 in Almaty (UTC+5): inside and outside the couriers' working hours. */
export const NOON_ALMATY = new Date('2026-11-23T07:00:00Z');
export const NIGHT_ALMATY = new Date('2026-11-23T17:00:00Z');

/** A point with an exact (geocoded) address and a Kazakhstan phone. */
export function completePoint(index: number, street: string, phone = '+77015551122'): Point {
  const point = createEmptyPoint(index);
  return {
    ...point,
    address: { ...point.address, street, latitude: 51.1 + index / 100, longitude: 71.43 },
    contact_info: { phone_number: phone, contact_name: '' },
    geo_data: [71.43, 51.1 + index / 100],
  };
}

export const tariff = (patch: Partial<Tariff> = {}): Tariff =>
  tariffOf({ id: 7, price: 1540, is_fastest: true, eta_minutes: 25, ...patch });

export const rates = (tariffs: Tariff[] = [tariff()]): RatesResponse => ({
  tariffs,
  distance: 2.4,
  waypoints: [],
  optimized: null,
});

/** A stored draft of the two wizard points at a step. */
export function draftAt(
  step: WizardStep,
  points: Point[] = [completePoint(0, 'Мангилик Ел'), completePoint(1, 'Туран')],
): OrderDraft {
  return {
    version: DRAFT_VERSION,
    points,
    rates: { rates: null, selected: null },
    tasks: { tasks: points.map(() => []), items: points.map(() => []) },
    mobile: { step },
    mobile_details: { details: INITIAL_DETAILS, isUrgent: false },
  };
}
