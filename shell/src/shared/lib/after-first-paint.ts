import { afterNextPaint } from '@cabinet/shared/lazy';

import { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/**
 * Resolves once a public page's static copy has been painted (at once without one): when the page's
 * scripts are in before its HTML is parsed, their evaluation would otherwise come before the first
 * paint, and the copy would show no earlier than the app. A file apart from prerendered-page.ts:
 * index.html's inline script bundles that one, and the lazy helpers' entry is not for it.
 */
export function afterFirstPaint(doc: Document = document, win: Window = window): Promise<void> {
  if (!doc.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    afterNextPaint(resolve, win);
  });
}
