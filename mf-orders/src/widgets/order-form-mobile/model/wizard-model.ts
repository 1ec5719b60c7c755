import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { $deliveryZones } from '../../../entities/delivery-zone';
import { $pointCount, $points, MAX_POINTS, pointAdded, pointRemoved } from '../../../entities/point';
import {
  $nonWorkingTimeNotice,
  $wizardStep,
  draftCleared,
  plannedTimeSelected,
  suggestedPlannedTime,
  takeRepeatOrderFx,
  wizardStepChanged,
} from '../../../features/order-form';
import { $problems, orderSubmitted, type FormProblem } from '../../../features/submit-order';
import { NO_ERRORS, isComplete, pointFieldErrors, type PointFieldErrors } from '../lib/point-errors';
import {
  parentOf,
  parseScreen,
  pointScreen,
  reachableScreen,
  stepOf,
  stopIndex,
  type WizardScreen,
} from '../lib/screens';

/** A move the URL has to make: the address bar is the wizard's position (back button, reload). */
type WizardNavigation =
  | { kind: 'push' | 'replace'; screen: WizardScreen }
  /** One screen back: a history step when the previous entry is that screen, else a replace. */
  | { kind: 'back'; screen: WizardScreen };

// ---- The URL and the draft ----

/** The wizard is on screen and its URL's `?step=` reads this (null: no parameter). */
export const stepParamRead = createEvent<string | null>();
/** The wizard left the screen (another page). */
export const wizardClosed = createEvent();

const $active = createStore(false)
  .on(stepParamRead, () => true)
  .reset(wizardClosed);

/** The URL's `?step=` as written. */
const $stepParam = createStore<string | null>(null)
  .on(stepParamRead, (_, raw) => raw)
  .reset(wizardClosed);

/** The screen the URL asks for; null when it names none (then the draft's step decides). */
const $requested = $stepParam.map(parseScreen);

/**
 * The page has read the stored draft (and a repeated order) since the wizard opened: before that the
 * points are not known, and no screen is judged by them.
 */
export const $draftLoaded = createStore(false)
  .on(takeRepeatOrderFx.finally, () => true)
  .reset(wizardClosed);

/** Per-field errors of every point: the sender (0), the recipient (1) and further stops. */
export const $pointErrors = combine(
  $points,
  $problems,
  $deliveryZones,
  (points, problems, zones): PointFieldErrors[] =>
    points.map((point, index) => pointFieldErrors(point, problems.points[index] ?? [], zones)),
);

const $readiness = $pointErrors.map((errors) => ({
  from: isComplete(errors[0]),
  to: isComplete(errors[1]),
  points: errors.length,
}));

/** The screen shown: the URL's (or the draft's) as far as the points allow. */
export const $screen = combine($requested, $wizardStep, $readiness, (requested, step, readiness) =>
  reachableScreen(requested ?? step, readiness),
);

/** The move the page has to make in the address bar, until it has made it. */
const navigationRequested = createEvent<WizardNavigation>();
export const navigationPerformed = createEvent();
export const $navigation = createStore<WizardNavigation | null>(null)
  .on(navigationRequested, (_, navigation) => navigation)
  .reset(navigationPerformed, wizardClosed);

const $sync = combine({
  active: $active,
  loaded: $draftLoaded,
  param: $stepParam,
  screen: $screen,
});
const synced = sample({ clock: $sync, filter: ({ active, loaded }) => active && loaded });

// The draft's mobile.step follows the screen, so a later visit without ?step= comes back to it.
sample({ clock: synced, fn: ({ screen }) => stepOf(screen), target: wizardStepChanged });

// The address bar names the screen actually shown (nothing, unknown or not reachable yet → replaced).
sample({
  clock: synced,
  filter: ({ param, screen }) => param !== screen,
  fn: ({ screen }): WizardNavigation => ({ kind: 'replace', screen }),
  target: navigationRequested,
});

// ---- The user's moves ----

/** A button opened a screen (the start button, a row of the summary). */
export const screenOpened = createEvent<WizardScreen>();
/** "Next" on the from or to screen, "Done" on a further stop's screen. */
export const nextPressed = createEvent();
/** "Add a point" on the summary: §4 appends an empty point, whose screen opens. */
export const stopAddPressed = createEvent();
/** "Remove point N" on that point's screen (never point 1, the sender's; two points always stay). */
export const pointRemovePressed = createEvent<number>();
/** "Back" on any screen. */
export const backPressed = createEvent();
/** "Done" on a screen of the summary. */
export const donePressed = createEvent();
/** "Plan instead" on the non-working-time screen. */
export const planInsteadPressed = createEvent();

/** A point's fields were checked and something is missing: its errors are shown from now on. */
const pointRejected = createEvent<number>();
/** Points whose errors are shown (after the user tried to go on). */
export const $attemptedPoints = createStore<readonly number[]>([])
  .on(pointRejected, (points, index) => (points.includes(index) ? points : [...points, index]))
  .reset(draftCleared);

sample({
  clock: screenOpened,
  fn: (screen): WizardNavigation => ({ kind: 'push', screen }),
  target: navigationRequested,
});

/** The platform started or finished checking the address just picked for a point (validate-coordinate). */
export const addressCheckChanged = createEvent<{ index: number; checking: boolean }>();
/** Points whose picked address is being checked: until the answer, the point has no address yet. */
const $checkingPoints = createStore<readonly number[]>([])
  .on(addressCheckChanged, (points, { index, checking }) =>
    checking
      ? [...points.filter((point) => point !== index), index]
      : points.filter((point) => point !== index),
  )
  .reset(wizardClosed);

/** The point of the screen "Next" was pressed on (null on a screen without one). */
const pointOfScreen = (screen: WizardScreen): number | null =>
  stopIndex(screen) ?? (screen === 'from' ? 0 : screen === 'to' ? 1 : null);

const nextAsked = sample({
  clock: nextPressed,
  source: { screen: $screen, checking: $checkingPoints },
  filter: ({ screen }) => pointOfScreen(screen) !== null,
  fn: ({ screen, checking }) => {
    const index = pointOfScreen(screen) as number;
    return { index, checking: checking.includes(index) };
  },
});

/**
 * "Next" pressed while the address just picked is still being checked: it goes on with the answer,
 * instead of finding the point without an address (a quick tap after the pick, a slow network).
 */
const $nextAfterCheck = createStore<number | null>(null).reset(wizardClosed, backPressed, screenOpened);
sample({
  clock: nextAsked,
  filter: ({ checking }) => checking,
  fn: ({ index }) => index,
  target: $nextAfterCheck,
});
const checkedAfterNext = sample({
  clock: addressCheckChanged,
  source: $nextAfterCheck,
  filter: (waiting, { index, checking }) => !checking && waiting === index,
});
$nextAfterCheck.reset(checkedAfterNext);

const nextChecked = sample({
  clock: [sample({ clock: nextAsked, filter: ({ checking }) => !checking }), checkedAfterNext],
  source: { screen: $screen, errors: $pointErrors, nonWorking: $nonWorkingTimeNotice },
  filter: ({ screen }) => pointOfScreen(screen) !== null,
  fn: ({ screen, errors, nonWorking }) => {
    const stop = stopIndex(screen);
    const index = pointOfScreen(screen) as number;
    const complete = isComplete(errors[index] ?? NO_ERRORS);
    // A further stop was opened from the summary: done, it goes back there.
    if (stop !== null) return { index, complete, navigation: { kind: 'back', screen: 'details' } as const };
    const next: WizardScreen = screen === 'from' ? 'to' : nonWorking ? 'non-working' : 'details';
    return { index, complete, navigation: { kind: 'push', screen: next } as const };
  },
});
sample({
  clock: nextChecked,
  filter: ({ complete }) => complete,
  fn: ({ navigation }): WizardNavigation => navigation,
  target: navigationRequested,
});

// §4 points rules, as on desktop: a point is appended (up to the platform's limit) and entered on
// its own screen; a removal renumbers the rest and goes back to the summary.
const stopAdded = sample({
  clock: stopAddPressed,
  source: $pointCount,
  filter: (count) => count < MAX_POINTS,
});
sample({ clock: stopAdded, target: pointAdded });
sample({
  clock: stopAdded,
  fn: (count): WizardNavigation => ({ kind: 'push', screen: pointScreen(count) }),
  target: navigationRequested,
});
const removalAccepted = sample({
  clock: pointRemovePressed,
  source: $pointCount,
  filter: (count, index) => index >= 1 && count > 2 && index < count,
  fn: (_, index) => index,
});
sample({ clock: removalAccepted, target: pointRemoved });
sample({
  clock: removalAccepted,
  fn: (): WizardNavigation => ({ kind: 'back', screen: 'details' }),
  target: navigationRequested,
});
sample({
  clock: nextChecked,
  filter: ({ complete }) => !complete,
  fn: ({ index }) => index,
  target: pointRejected,
});

sample({
  clock: backPressed,
  source: $screen,
  filter: (screen) => parentOf(screen) !== null,
  fn: (screen): WizardNavigation => ({ kind: 'back', screen: parentOf(screen) ?? 'init' }),
  target: navigationRequested,
});

/** What has to be fixed on a screen of the summary before "Done" returns to it. */
const BLOCKERS: Partial<Record<WizardScreen, readonly FormProblem[]>> = {
  tasks: ['paymentTaskIncomplete', 'urgentWithTasks'],
  time: ['plannedTimeMissing', 'urgentWithTasks', 'urgentTwoPoints'],
  terms: ['cardMissing'],
};

/** "Done" was refused: these problems are shown on the screen. */
const doneRejected = createEvent<FormProblem[]>();
export const $doneBlockers = createStore<FormProblem[]>([])
  .on(doneRejected, (_, problems) => problems)
  .reset(stepParamRead, wizardClosed, draftCleared);

/** Counts refusals, so the screen can move focus to the first thing to fix each time. */
export const $rejections = createStore(0).on([pointRejected, doneRejected], (count) => count + 1);

const doneChecked = sample({
  clock: donePressed,
  source: { screen: $screen, problems: $problems },
  fn: ({ screen, problems }) => ({
    screen,
    blockers: (BLOCKERS[screen] ?? []).filter((problem) => problems.form.includes(problem)),
  }),
});
sample({
  clock: doneChecked,
  filter: ({ blockers }) => blockers.length === 0,
  fn: (): WizardNavigation => ({ kind: 'back', screen: 'details' }),
  target: navigationRequested,
});
sample({
  clock: doneChecked,
  filter: ({ blockers }) => blockers.length > 0,
  fn: ({ blockers }) => blockers,
  target: doneRejected,
});

/** The first planned time worth proposing now (an hour ahead, inside working hours). */
export const suggestPlannedTimeFx = createEffect(() => suggestedPlannedTime(new Date()));

sample({ clock: planInsteadPressed, target: suggestPlannedTimeFx });
sample({ clock: suggestPlannedTimeFx.doneData, target: plannedTimeSelected });
sample({
  clock: suggestPlannedTimeFx.done,
  fn: (): WizardNavigation => ({ kind: 'replace', screen: 'time' }),
  target: navigationRequested,
});

// §5: outside working hours an immediate order cannot be placed; the order button explains why.
sample({
  clock: orderSubmitted,
  source: { screen: $screen, nonWorking: $nonWorkingTimeNotice },
  filter: ({ screen, nonWorking }) => screen === 'details' && nonWorking,
  fn: (): WizardNavigation => ({ kind: 'push', screen: 'non-working' }),
  target: navigationRequested,
});
