import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useLocation, useNavigate } from '@cabinet/shared/router';

import {
  $navigation,
  $screen,
  navigationPerformed,
  stepParamRead,
  wizardClosed,
} from '../model/wizard-model';
import { STEP_PARAM, searchWithScreen, type WizardScreen } from './screens';

/** What the wizard keeps in a history entry: the screen of the entry before it, if it is ours. */
interface WizardHistoryState {
  wizardBack?: WizardScreen | null;
}

const previousScreen = (state: unknown): WizardScreen | null =>
  (state as WizardHistoryState | null)?.wizardBack ?? null;

/**
 * Keeps the wizard and the address bar in step: `?step=` is read into the model, and the moves the
 * model asks for become history entries, so the browser's (or the super-app's) back button goes one
 * screen back and a reload stays on the same screen.
 */
export function useWizardUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [navigation, screen] = useUnit([$navigation, $screen]);
  // One unit per call: these callbacks keep their identity between renders, so the effects below
  // run when the URL or the wizard's presence changes, not on every render.
  const read = useUnit(stepParamRead);
  const close = useUnit(wizardClosed);
  const performed = useUnit(navigationPerformed);
  const raw = new URLSearchParams(location.search).get(STEP_PARAM);

  useEffect(() => {
    read(raw);
  }, [raw, read]);

  useEffect(() => () => close(), [close]);

  // A move runs once: it is cleared at once, so the re-render it causes finds nothing to do.
  useEffect(() => {
    if (!navigation) return;
    performed();
    const back = previousScreen(location.state);
    if (navigation.kind === 'back' && back === navigation.screen) {
      navigate(-1);
      return;
    }
    const to = { pathname: location.pathname, search: searchWithScreen(location.search, navigation.screen) };
    if (navigation.kind === 'push') navigate(to, { state: { wizardBack: screen } });
    else navigate(to, { replace: true, state: { wizardBack: back } });
  }, [navigation, performed, navigate, location, screen]);
}
