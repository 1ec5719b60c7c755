import { MAX_POINTS } from '../../../entities/point';
import type { WizardStep } from '../../../features/order-form';

/** A further stop of the route by its point number (`stop-3` … `stop-15`), opened from the summary. */
export type StopScreen = `stop-${number}`;

/**
 * Every screen of the mobile wizard. The four steps of §4 (init, from, to, details), the screens of
 * §2 that open from the order summary (details), and one per further stop of a multi-point order.
 */
export type WizardScreen = WizardStep | 'tariff' | 'time' | 'non-working' | 'terms' | 'tasks' | StopScreen;

const WIZARD_SCREENS: readonly WizardScreen[] = [
  'init',
  'from',
  'to',
  'details',
  'tariff',
  'time',
  'non-working',
  'terms',
  'tasks',
];

/** The search parameter that names the screen, so the browser's back button moves one screen back. */
export const STEP_PARAM = 'step';

/** The screens that open from the summary and return to it. */
const SUMMARY_SCREENS: readonly WizardScreen[] = ['tariff', 'time', 'non-working', 'terms', 'tasks'];

const STOP_PATTERN = /^stop-(\d+)$/;

/** The point index of a stop screen (`stop-3` is index 2), or null for any other screen. */
export function stopIndex(screen: string): number | null {
  const number = Number(STOP_PATTERN.exec(screen)?.[1] ?? NaN);
  return Number.isInteger(number) && number >= 3 && number <= MAX_POINTS ? number - 1 : null;
}

/** The screen where the point at this index is entered: from, to, or its stop screen. */
export const pointScreen = (index: number): WizardScreen =>
  index === 0 ? 'from' : index === 1 ? 'to' : `stop-${index + 1}`;

/**
 * The screen a `?step=` value names: none without the parameter; §4 "from (fallback)" for anything
 * the wizard does not know.
 */
export function parseScreen(raw: string | null): WizardScreen | null {
  if (raw === null) return null;
  if (stopIndex(raw) !== null) return raw as StopScreen;
  return WIZARD_SCREENS.find((screen) => screen === raw) ?? 'from';
}

/** The §4 step a screen belongs to (what the draft persists as `mobile.step`). */
export const stepOf = (screen: WizardScreen): WizardStep =>
  SUMMARY_SCREENS.includes(screen) || stopIndex(screen) !== null ? 'details' : (screen as WizardStep);

/** Where "back" leads from a screen; init is the first screen. */
export function parentOf(screen: WizardScreen): WizardScreen | null {
  if (screen === 'init') return null;
  if (screen === 'from') return 'init';
  if (screen === 'to') return 'from';
  if (screen === 'details') return 'to';
  return 'details';
}

/** Which of the two wizard points must be complete before a screen may be shown, and how many points there are. */
interface Readiness {
  from: boolean;
  to: boolean;
  /** Points of the route (a stop screen needs its point); unknown: any stop may be shown. */
  points?: number;
}

/**
 * The screen that can actually be shown: a later screen whose points are not complete yet (a stale
 * URL, a draft cleared after ordering) falls back to the first step that still needs input; a stop
 * that is not in the route (removed, or a stale URL) falls back to the summary.
 */
export function reachableScreen(wanted: WizardScreen, ready: Readiness): WizardScreen {
  const step = stepOf(wanted);
  if ((step === 'to' || step === 'details') && !ready.from) return 'from';
  if (step === 'details' && !ready.to) return 'to';
  const stop = stopIndex(wanted);
  if (stop !== null && ready.points !== undefined && stop >= ready.points) return 'details';
  return wanted;
}

/** The URL search with `?step=` set to the screen, every other parameter kept. */
export function searchWithScreen(search: string, screen: WizardScreen): string {
  const params = new URLSearchParams(search);
  params.set(STEP_PARAM, screen);
  return `?${params.toString()}`;
}
