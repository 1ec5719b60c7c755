import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';

import { $runtimeConfig } from '@cabinet/shared';
import { useLocation } from '@cabinet/shared/router';

import { historyIndex, isHostBack } from '../lib/bridge-messages';
import {
  $exitDialogMounted,
  $exitDialogOpen,
  exitCancelled,
  exitConfirmed,
  hostBackPressed,
  superAppNavigated,
} from '../model/super-app-back-model';

// The dialog (and the dialog library under it) is fetched the first time the back button asks.
const ExitDialog = lazy(() => import('./exit-dialog').then((module) => ({ default: module.ExitDialog })));

/**
 * Inside the partner super-app (§1, §4, §6): gives the native back button back to the cabinet on every
 * navigation, goes back inside the cabinet when it is pressed, and on the first screen asks before
 * handing control back to the host.
 */
export function SuperAppBack() {
  const [config, open, mounted, pressBack, navigatedTo, exit, stay] = useUnit([
    $runtimeConfig,
    $exitDialogOpen,
    $exitDialogMounted,
    hostBackPressed,
    superAppNavigated,
    exitConfirmed,
    exitCancelled,
  ]);
  const { pathname, search, key } = useLocation();
  const origin = config?.superAppOrigin ?? null;

  useEffect(() => {
    navigatedTo(`${pathname}${search}`);
    // Every navigation, a repeated address included: the location's key is new each time.
  }, [navigatedTo, pathname, search, key]);

  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (isHostBack(event, origin)) pressBack({ canGoBack: historyIndex(window.history) > 0 });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, pressBack]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ExitDialog open={open} onExit={exit} onStay={stay} />
    </Suspense>
  );
}
