import { allSettled, fork, type Scope } from 'effector';

import type { Point } from '@cabinet/shared';

import { $pointCount, $points } from '../../../entities/point';
import { fetchTariffsFx } from '../../../entities/tariff';
import { loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  draftRestoreRequested,
  readDraftFx,
  takeRepeatOrderFx,
  writeDraftFx,
} from '../../../features/order-form';
import { parseScreen, pointScreen, reachableScreen, stepOf, stopIndex } from '../lib/screens';
import {
  $attemptedPoints,
  $navigation,
  $screen,
  navigationPerformed,
  nextPressed,
  pointRemovePressed,
  stepParamRead,
  stopAddPressed,
} from '../model/wizard-model';
import { completePoint, draftAt, rates } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const ROUTE = [completePoint(0, 'Мангилик Ел'), completePoint(1, 'Туран')];

/** The wizard on the summary of a complete two-point route (as stored), opened at `?step=raw`. */
async function openWizard(raw: string, points: Point[] = ROUTE): Promise<Scope> {
  const scope = fork({
    values: [[$points, points], ...loadedCatalogue()],
    handlers: [
      [readDraftFx, () => draftAt('details', points)],
      [takeRepeatOrderFx, () => null],
      [writeDraftFx, () => undefined],
      [fetchTariffsFx, async () => rates()],
    ],
  });
  await allSettled(stepParamRead, { scope, params: raw });
  await allSettled(draftRestoreRequested, { scope });
  return scope;
}

/** The page follows the model's move in the address bar, as use-wizard-url does. */
async function follow(scope: Scope) {
  const move = scope.getState($navigation);
  if (!move) return;
  await allSettled(navigationPerformed, { scope });
  await allSettled(stepParamRead, { scope, params: move.screen });
}

describe('further stops on the phone wizard (§4 points rules, as on desktop)', () => {
  it('names a stop screen by its point number, from 3 to the platform limit of 15', () => {
    expect(pointScreen(0)).toBe('from');
    expect(pointScreen(1)).toBe('to');
    expect(pointScreen(2)).toBe('stop-3');
    expect(stopIndex('stop-3')).toBe(2);
    expect(stopIndex('stop-15')).toBe(14);
    expect(stopIndex('stop-16')).toBeNull();
    expect(stopIndex('stop-2')).toBeNull();
    expect(parseScreen('stop-4')).toBe('stop-4');
    expect(parseScreen('stop-99')).toBe('from');
    expect(stepOf('stop-3')).toBe('details');
    expect(reachableScreen('stop-3', { from: true, to: true, points: 2 })).toBe('details');
    expect(reachableScreen('stop-3', { from: true, to: true, points: 3 })).toBe('stop-3');
    expect(reachableScreen('stop-3', { from: false, to: true, points: 3 })).toBe('from');
  });

  it('appends an empty point and opens its screen; Done needs its address and phone, then returns', async () => {
    const scope = await openWizard('details');
    await allSettled(stopAddPressed, { scope });
    expect(scope.getState($pointCount)).toBe(3);
    expect(scope.getState($navigation)).toEqual({ kind: 'push', screen: 'stop-3' });
    await follow(scope);
    expect(scope.getState($screen)).toBe('stop-3');

    await allSettled(nextPressed, { scope });
    expect(scope.getState($attemptedPoints)).toContain(2);
    expect(scope.getState($screen)).toBe('stop-3');

    await allSettled($points, { scope, params: [...ROUTE, completePoint(2, 'Кенесары')] });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($navigation)).toEqual({ kind: 'back', screen: 'details' });
  });

  it('stops adding at 15 points', async () => {
    const fourteen = Array.from({ length: 14 }, (_, index) => completePoint(index, `Улица ${index + 1}`));
    const scope = await openWizard('details', fourteen);
    await allSettled(stopAddPressed, { scope });
    expect(scope.getState($pointCount)).toBe(15);
    await follow(scope);
    await allSettled(stopAddPressed, { scope });
    expect(scope.getState($pointCount)).toBe(15);
  });

  it('removes a stop and renumbers the rest, never point 1 and never below two points', async () => {
    const three = [...ROUTE, completePoint(2, 'Кенесары')];
    const scope = await openWizard('stop-3', three);
    expect(scope.getState($screen)).toBe('stop-3');
    await allSettled(pointRemovePressed, { scope, params: 0 });
    expect(scope.getState($pointCount)).toBe(3);

    await allSettled(pointRemovePressed, { scope, params: 1 });
    expect(scope.getState($points).map((point) => [point.id, point.address.street])).toEqual([
      [0, 'Мангилик Ел'],
      [1, 'Кенесары'],
    ]);
    expect(scope.getState($navigation)).toEqual({ kind: 'back', screen: 'details' });
    await follow(scope);

    await allSettled(pointRemovePressed, { scope, params: 1 });
    expect(scope.getState($pointCount)).toBe(2);
  });

  it('a stale stop URL of a point that is not in the route shows the summary', async () => {
    const scope = await openWizard('stop-5');
    expect(scope.getState($screen)).toBe('details');
  });
});
