/**
 * Where a click on a link would take the user inside this cabinet, or null when the click is not an
 * in-app navigation (a new tab, a download, another site, the page it is on, or already handled).
 */
export function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? null : to;
}

/**
 * How many history entries a browser back or forward inside the cabinet moves, when the browser lets
 * the page stop it (the Navigation API's cancelable `traverse`); null for anything else.
 */
export function stoppableTraversal(event: NavigateEvent, currentIndex: number): number | null {
  if (event.navigationType !== 'traverse' || !event.cancelable || !event.destination.sameDocument)
    return null;
  const delta = event.destination.index - currentIndex;
  return delta === 0 ? null : delta;
}
