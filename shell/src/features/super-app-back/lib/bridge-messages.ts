/**
 * The shell's part of the super-app bridge (documented in
 * mf-auth/src/shared/super-app/super-app-bridge.ts): the native back button.
 */

/** What the cabinet tells the host. */
export type CabinetMessage =
  /** A navigation happened: the back button is the cabinet's again (§2), whatever a screen set before. */
  | { type: 'cabinet:back-reset'; path: string }
  /** The cabinet took care of a `super-app:back`: the host does nothing more. */
  | { type: 'cabinet:back-handled' }
  /** The user leaves the cabinet: the host takes over (closes the web view). */
  | { type: 'cabinet:close' };

/** True for the host's `{ type: 'super-app:back' }` (its back button was pressed); other origins are ignored. */
export function isHostBack(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  const data = event.data as { type?: unknown } | null;
  return (
    event.origin === origin && typeof data === 'object' && data !== null && data.type === 'super-app:back'
  );
}

/** Where this screen is in the tab's history of the cabinet (the router's index); 0 on the first screen. */
export function historyIndex(history: Pick<History, 'state'>): number {
  const index = (history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : 0;
}
