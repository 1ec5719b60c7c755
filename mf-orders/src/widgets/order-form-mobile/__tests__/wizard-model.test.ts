import { allSettled, fork, type Scope } from 'effector';

import { PAYMENT_TYPE, type Point } from '@cabinet/shared';

import type { Configs, DeliveryZone } from '@cabinet/shared/contract';

import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { $points, initialPoints, pointAddressChanged, pointContactChanged } from '../../../entities/point';
import { fetchTariffsFx } from '../../../entities/tariff';
import { taskToggled } from '../../../entities/task';
import { loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  $details,
  $isWorkingTime,
  $wizardStep,
  draftRestoreRequested,
  paymentTypeSelected,
  readDraftFx,
  takeRepeatOrderFx,
  writeDraftFx,
  type OrderDraft,
} from '../../../features/order-form';
import { orderSubmitted } from '../../../features/submit-order';
import {
  $attemptedPoints,
  $doneBlockers,
  $navigation,
  $pointErrors,
  $screen,
  addressCheckChanged,
  backPressed,
  donePressed,
  navigationPerformed,
  nextPressed,
  planInsteadPressed,
  screenOpened,
  stepParamRead,
  suggestPlannedTimeFx,
} from '../model/wizard-model';
import { completePoint, draftAt, rates } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const ALMATY_ZONE: DeliveryZone = {
  city: 'almaty',
  name: 'Алматы',
  polygon: [
    [76.8, 43.1],
    [77.0, 43.1],
    [77.0, 43.4],
    [76.8, 43.4],
  ],
};

const FROM = completePoint(0, 'Мангилик Ел');
const TO = completePoint(1, 'Туран', '8 702 555 33 44');

/** A scope whose stored draft is `draft` (null: none), opened at `?step=raw`. */
async function openWizard(
  raw: string | null,
  draft: OrderDraft | null,
  { points, working = true }: { points?: Point[]; working?: boolean } = {},
): Promise<Scope> {
  const scope = fork({
    values: [[$isWorkingTime, working], [$points, points ?? initialPoints()], ...loadedCatalogue()],
    handlers: [
      [readDraftFx, () => draft],
      [takeRepeatOrderFx, () => null],
      [writeDraftFx, () => undefined],
      [fetchTariffsFx, async () => rates()],
      [suggestPlannedTimeFx, () => ({ date: '2026-11-24', time: '10:00' })],
      // Almaty's outline only: the Astana fixtures lie outside it.
      [fetchConfigsFx, async () => ({ delivery_zones: [ALMATY_ZONE] }) as unknown as Configs],
    ],
  });
  await allSettled(stepParamRead, { scope, params: raw });
  await allSettled(draftRestoreRequested, { scope });
  return scope;
}

/** The move the page would make now; the page then reports it made it. */
async function takeNavigation(scope: Scope) {
  const navigation = scope.getState($navigation);
  await allSettled(navigationPerformed, { scope });
  return navigation;
}

describe('wizard screens and the URL', () => {
  it('shows the screen the URL names; an unknown step is "from" (the fallback)', async () => {
    const scope = await openWizard('tariff', draftAt('details'));
    expect(scope.getState($screen)).toBe('tariff');
    expect(scope.getState($wizardStep)).toBe('details');
    expect(await takeNavigation(scope)).toBeNull();

    await allSettled(stepParamRead, { scope, params: 'somewhere-else' });
    expect(scope.getState($screen)).toBe('from');
    expect(await takeNavigation(scope)).toEqual({ kind: 'replace', screen: 'from' });
  });

  it('without ?step= the persisted step (mobile.step) decides, and the URL is set to it', async () => {
    const scope = await openWizard(null, draftAt('to'));
    expect(scope.getState($screen)).toBe('to');
    expect(await takeNavigation(scope)).toEqual({ kind: 'replace', screen: 'to' });
  });

  it('a later screen waits for its points: a stale summary URL goes back to the step to fill in', async () => {
    const noPhone = completePoint(1, 'Туран', '');
    const scope = await openWizard('details', draftAt('details', [FROM, noPhone]));
    expect(scope.getState($screen)).toBe('to');
    expect(scope.getState($wizardStep)).toBe('to');
    expect(await takeNavigation(scope)).toEqual({ kind: 'replace', screen: 'to' });

    const empty = await openWizard('tasks', null);
    expect(empty.getState($screen)).toBe('from');
  });
});

describe('moving between screens', () => {
  it('"Next" refuses an incomplete point and shows its errors; a complete one moves on', async () => {
    const scope = await openWizard('from', null);
    await allSettled(nextPressed, { scope });
    expect(scope.getState($attemptedPoints)).toEqual([0]);
    expect(await takeNavigation(scope)).toBeNull();

    const ready = await openWizard('to', null, { points: [FROM, TO] });
    await allSettled(nextPressed, { scope: ready });
    expect(await takeNavigation(ready)).toEqual({ kind: 'push', screen: 'details' });
  });

  it('"Next" pressed while the picked address is being checked goes on with the answer', async () => {
    const scope = await openWizard('from', null);
    await allSettled(pointContactChanged, { scope, params: { index: 0, contact: FROM.contact_info } });
    await allSettled(addressCheckChanged, { scope, params: { index: 0, checking: true } });
    await allSettled(nextPressed, { scope });
    // Not refused for the address it does not have yet: no errors, no move.
    expect(scope.getState($attemptedPoints)).toEqual([]);
    expect(await takeNavigation(scope)).toBeNull();
    // The platform accepts the pick: the address lands, then the check ends, and the wizard goes on.
    await allSettled(pointAddressChanged, { scope, params: { index: 0, address: FROM.address } });
    await allSettled(addressCheckChanged, { scope, params: { index: 0, checking: false } });
    expect(await takeNavigation(scope)).toEqual({ kind: 'push', screen: 'to' });

    // A refused pick leaves the point without an address: the waiting "Next" shows why.
    const refused = await openWizard('from', null);
    await allSettled(addressCheckChanged, { scope: refused, params: { index: 0, checking: true } });
    await allSettled(nextPressed, { scope: refused });
    await allSettled(addressCheckChanged, { scope: refused, params: { index: 0, checking: false } });
    expect(refused.getState($attemptedPoints)).toEqual([0]);
    expect(await takeNavigation(refused)).toBeNull();

    // "Back" meanwhile: the answer no longer moves the user anywhere.
    const left = await openWizard('from', null, { points: [FROM, TO] });
    await allSettled(addressCheckChanged, { scope: left, params: { index: 0, checking: true } });
    await allSettled(nextPressed, { scope: left });
    await allSettled(backPressed, { scope: left });
    await takeNavigation(left);
    await allSettled(addressCheckChanged, { scope: left, params: { index: 0, checking: false } });
    expect(await takeNavigation(left)).toBeNull();
  });

  it('coordinates outside every delivery zone (a saved address) stop "Next" with that error', async () => {
    const scope = await openWizard('from', null, { points: [FROM, TO] });
    await allSettled(fetchConfigsFx, { scope });
    expect(scope.getState($pointErrors)[0]).toEqual({ address: 'addressOutsideZone', phone: null });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($attemptedPoints)).toEqual([0]);
    expect(await takeNavigation(scope)).toBeNull();
  });

  it('outside working hours "Next" from "to" opens the non-working-time notice', async () => {
    const scope = await openWizard('to', null, { points: [FROM, TO], working: false });
    await allSettled(nextPressed, { scope });
    expect(await takeNavigation(scope)).toEqual({ kind: 'push', screen: 'non-working' });
  });

  it('"Plan instead" plans the order and replaces the notice with the time screen', async () => {
    const scope = await openWizard('non-working', null, { points: [FROM, TO], working: false });
    await allSettled(planInsteadPressed, { scope });
    expect(scope.getState($details)).toMatchObject({
      deliveryTimeType: 2,
      datetime: '2026-11-24T10:00:00+05:00',
    });
    expect(await takeNavigation(scope)).toEqual({ kind: 'replace', screen: 'time' });
  });

  it('"Order" outside working hours shows the notice instead of a refusal', async () => {
    const scope = await openWizard('details', null, { points: [FROM, TO], working: false });
    await allSettled(orderSubmitted, { scope });
    expect(await takeNavigation(scope)).toEqual({ kind: 'push', screen: 'non-working' });
  });

  it('a summary row opens its screen, "Back" returns to the screen before', async () => {
    const scope = await openWizard('details', null, { points: [FROM, TO] });
    await allSettled(screenOpened, { scope, params: 'tariff' });
    expect(await takeNavigation(scope)).toEqual({ kind: 'push', screen: 'tariff' });
    await allSettled(stepParamRead, { scope, params: 'tariff' });
    await allSettled(backPressed, { scope });
    expect(await takeNavigation(scope)).toEqual({ kind: 'back', screen: 'details' });

    await allSettled(stepParamRead, { scope, params: 'details' });
    await allSettled(backPressed, { scope });
    expect(await takeNavigation(scope)).toEqual({ kind: 'back', screen: 'to' });
  });

  it('"Done" keeps the user on a screen until what stops the order there is fixed', async () => {
    const scope = await openWizard('tasks', null, { points: [FROM, TO] });
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'on_delivery_payment' } });
    await allSettled(donePressed, { scope });
    expect(scope.getState($doneBlockers)).toEqual(['paymentTaskIncomplete']);
    expect(await takeNavigation(scope)).toBeNull();

    await allSettled(stepParamRead, { scope, params: 'terms' });
    expect(scope.getState($doneBlockers)).toEqual([]);
    await allSettled(paymentTypeSelected, { scope, params: PAYMENT_TYPE.card });
    await allSettled(donePressed, { scope });
    expect(scope.getState($doneBlockers)).toEqual(['cardMissing']);
    await allSettled(paymentTypeSelected, { scope, params: PAYMENT_TYPE.balance });
    await allSettled(donePressed, { scope });
    expect(await takeNavigation(scope)).toEqual({ kind: 'back', screen: 'details' });
  });
});
