import {
  STORAGE_KEYS,
  fetchRuntimeConfig,
  langChanged,
  restoreErrorCounterFx,
  resolveInitialLang,
  runtimeConfigLoaded,
  superAppDetected,
} from '@cabinet/shared';

import { registerDeployedRemotes } from '../../shared/federation';
import { detectSuperApp } from './detect-super-app';
import { watchWindow } from './watch-window';

function readStoredLang(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

/** Start-up of §1 that must finish before the first render: config, remotes, width, language. */
export async function startApp(): Promise<void> {
  watchWindow();
  void restoreErrorCounterFx();
  langChanged(
    resolveInitialLang({
      search: window.location.search,
      stored: readStoredLang(),
      width: window.innerWidth,
    }),
  );
  const [config] = await Promise.all([fetchRuntimeConfig(), registerDeployedRemotes()]);
  runtimeConfigLoaded(config);
  superAppDetected(detectSuperApp(config));
}
