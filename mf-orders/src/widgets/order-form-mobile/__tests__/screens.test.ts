import type { DeliveryZone } from '@cabinet/shared/contract';

import { createEmptyPoint } from '../../../entities/point';
import { isComplete, pointFieldErrors } from '../lib/point-errors';
import { parentOf, parseScreen, reachableScreen, searchWithScreen, stepOf } from '../lib/screens';
import { completePoint } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

describe('wizard screens', () => {
  it('reads ?step=: none is null, an unknown value is "from" (§4 fallback)', () => {
    expect(parseScreen(null)).toBeNull();
    expect(parseScreen('tasks')).toBe('tasks');
    expect(parseScreen('details')).toBe('details');
    expect(parseScreen('payment')).toBe('from');
    expect(parseScreen('')).toBe('from');
  });

  it('maps every summary screen to the details step and back to the summary', () => {
    for (const screen of ['tariff', 'time', 'non-working', 'terms', 'tasks'] as const) {
      expect(stepOf(screen)).toBe('details');
      expect(parentOf(screen)).toBe('details');
    }
    expect([parentOf('details'), parentOf('to'), parentOf('from'), parentOf('init')]).toEqual([
      'to',
      'from',
      'init',
      null,
    ]);
  });

  it('shows a later screen only once the points before it are complete', () => {
    expect(reachableScreen('tariff', { from: true, to: true })).toBe('tariff');
    expect(reachableScreen('tariff', { from: true, to: false })).toBe('to');
    expect(reachableScreen('to', { from: false, to: false })).toBe('from');
    expect(reachableScreen('init', { from: false, to: false })).toBe('init');
  });

  it('keeps the other search parameters', () => {
    expect(searchWithScreen('?force-lang=kk', 'to')).toBe('?force-lang=kk&step=to');
    expect(searchWithScreen('?step=from', 'details')).toBe('?step=details');
  });
});

describe('per-field errors of a wizard point', () => {
  const square = (lon: number, lat: number): DeliveryZone => ({
    city: 'astana',
    name: 'Астана',
    polygon: [
      [lon - 1, lat - 1],
      [lon + 1, lat - 1],
      [lon + 1, lat + 1],
      [lon - 1, lat + 1],
    ],
  });

  it('puts the submit feature’s problems on the address and the phone field', () => {
    const errors = pointFieldErrors(createEmptyPoint(0), ['senderAddressMissing', 'phoneInvalid'], []);
    expect(errors).toEqual({ address: 'senderAddressMissing', phone: 'phoneInvalid' });
    expect(isComplete(errors)).toBe(false);
  });

  it('says "outside the delivery zone" for coordinates no zone holds, when the zones are known', () => {
    const point = completePoint(0, 'Мангилик Ел');
    expect(pointFieldErrors(point, [], [square(71.43, 51.1)])).toEqual({ address: null, phone: null });
    expect(pointFieldErrors(point, [], [square(76.9, 43.2)]).address).toBe('addressOutsideZone');
    expect(pointFieldErrors(point, [], []).address).toBeNull();
  });
});
