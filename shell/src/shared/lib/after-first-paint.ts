import { afterNextPaint } from '@cabinet/shared/lazy';

import { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/**
 * Resolves once a page's static copy has been painted (at once without one, or once the browser has
 * reported its first contentful paint, as it has when index.html's inline script waited for it
 * before asking for main.js, decision 0031): when the page's scripts are in before its HTML is
 * parsed, their evaluation would otherwise come before the first paint, and the copy would show no
 * earlier than the app. A file apart from prerendered-page.ts: index.html's inline script bundles
 * that one, and the lazy helpers' entry is not for it.
 */
export function afterFirstPaint(doc: Document = document, win: Window = window): Promise<void> {
  if (!doc.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return Promise.resolve();
  if ((win.performance?.getEntriesByName('first-contentful-paint').length ?? 0) > 0) return Promise.resolve();
  return new Promise((resolve) => {
    afterNextPaint(resolve, win);
  });
}
