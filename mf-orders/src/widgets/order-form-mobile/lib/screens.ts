import type { WizardStep } from '../../../features/order-form';

/**
 * Every screen of the mobile wizard. The four steps of §4 (init, from, to, details) plus the
 * screens of §2 that open from the order summary (details).
 */
export type WizardScreen = WizardStep | 'tariff' | 'time' | 'non-working' | 'terms' | 'tasks';

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

/**
 * The screen a `?step=` value names: none without the parameter; §4 "from (fallback)" for anything
 * the wizard does not know.
 */
export function parseScreen(raw: string | null): WizardScreen | null {
  if (raw === null) return null;
  return WIZARD_SCREENS.find((screen) => screen === raw) ?? 'from';
}

/** The §4 step a screen belongs to (what the draft persists as `mobile.step`). */
export const stepOf = (screen: WizardScreen): WizardStep =>
  SUMMARY_SCREENS.includes(screen) ? 'details' : (screen as WizardStep);

/** Where "back" leads from a screen; init is the first screen. */
export function parentOf(screen: WizardScreen): WizardScreen | null {
  if (screen === 'init') return null;
  if (screen === 'from') return 'init';
  if (screen === 'to') return 'from';
  if (screen === 'details') return 'to';
  return 'details';
}

/** Which of the two wizard points must be complete before a screen may be shown. */
interface Readiness {
  from: boolean;
  to: boolean;
}

/**
 * The screen that can actually be shown: a later screen whose points are not complete yet (a stale
 * URL, a draft cleared after ordering) falls back to the first step that still needs input.
 */
export function reachableScreen(wanted: WizardScreen, ready: Readiness): WizardScreen {
  const step = stepOf(wanted);
  if ((step === 'to' || step === 'details') && !ready.from) return 'from';
  if (step === 'details' && !ready.to) return 'to';
  return wanted;
}

/** The URL search with `?step=` set to the screen, every other parameter kept. */
export function searchWithScreen(search: string, screen: WizardScreen): string {
  const params = new URLSearchParams(search);
  params.set(STEP_PARAM, screen);
  return `?${params.toString()}`;
}
