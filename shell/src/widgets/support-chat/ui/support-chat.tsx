import { useUnit } from 'effector-react';
import { Suspense, lazy, useEffect } from 'react';

import { $supportChatReady, layoutShown } from '../model/support-chat-model';
import { SupportLauncher } from './support-launcher';

// The launcher and its panel (and the dialog library under them) are fetched only when the chat is
// due, 3 s after the layout shows: never on the first load of a page (decision 0007).
const SupportChatPanel = lazy(() =>
  import('./support-chat-panel').then((module) => ({ default: module.SupportChatPanel })),
);

/**
 * The support chat of §1, docked in the layout's header so that it never lies over a page's
 * controls. Its launcher is there from the start; the widget itself starts a few seconds after a
 * signed-in layout shows, or at once when the launcher is pressed sooner.
 */
export function SupportChat() {
  const ready = useUnit($supportChatReady);
  useEffect(() => {
    layoutShown();
  }, []);
  if (!ready) return <SupportLauncher />;
  return (
    <Suspense fallback={<SupportLauncher />}>
      <SupportChatPanel />
    </Suspense>
  );
}
