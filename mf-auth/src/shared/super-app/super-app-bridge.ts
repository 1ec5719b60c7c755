/**
 * The bridge to the partner super-app (spec §1, §4, §6). The cabinet runs in the super-app's web view,
 * framed by a page on `superAppOrigin`, and talks to it with window.postMessage, always to that exact
 * origin:
 *
 * Sign-in (this file, used by /login):
 *   cabinet -> host  { type: 'cabinet:authorize', clientId }   ask the user to authorise the cabinet
 *   host -> cabinet  { type: 'super-app:authorized', trackId }  the user agreed: a track id to exchange
 *   host -> cabinet  { type: 'super-app:dismissed' }            the user said no
 *   cabinet -> host  { type: 'cabinet:close' }                  return to the super-app
 *
 * The native back button (the shell, shell/src/features/super-app-back):
 *   cabinet -> host  { type: 'cabinet:back-reset', path }       on every navigation (the first screen
 *                                                               too): whatever a screen set before, a
 *                                                               press of back now goes to the cabinet
 *   host -> cabinet  { type: 'super-app:back' }                 back was pressed
 *   cabinet -> host  { type: 'cabinet:back-handled' }           the cabinet took care of it: it went
 *                                                               back a screen, or (on its first screen)
 *                                                               asks "leave the cabinet?" (§2)
 *   cabinet -> host  { type: 'cabinet:close' }                  the user confirmed leaving: the host
 *                                                               takes over (closes the web view)
 *
 * A host that has had no `cabinet:back-reset` from the page it shows handles back itself. Messages from
 * any other origin are ignored. `e2e/super-app/host.html` plays the host for the tests.
 */
type SuperAppAnswer = { kind: 'authorized'; trackId: string } | { kind: 'dismissed' };

interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Asks the super-app to authorise and waits for its answer. */
export function requestSuperAppAuthorization(
  origin: string,
  clientId: string,
  target: BridgeWindow = window,
): Promise<SuperAppAnswer> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) return;
      const data = event.data as { type?: unknown; trackId?: unknown };
      if (data.type === 'super-app:authorized' && typeof data.trackId === 'string' && data.trackId !== '') {
        target.removeEventListener('message', onMessage);
        resolve({ kind: 'authorized', trackId: data.trackId });
      } else if (data.type === 'super-app:dismissed') {
        target.removeEventListener('message', onMessage);
        resolve({ kind: 'dismissed' });
      }
    };
    target.addEventListener('message', onMessage);
    target.parent.postMessage({ type: 'cabinet:authorize', clientId }, origin);
  });
}

/** Hands the user back to the super-app (after a dismissal). */
export function returnToSuperApp(origin: string, target: Pick<BridgeWindow, 'parent'> = window): void {
  target.parent.postMessage({ type: 'cabinet:close' }, origin);
}
