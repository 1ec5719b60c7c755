/**
 * `<html data-prerendered="ru">`: the inline start-up script found this visit to be the one a public
 * page's static copy shows, in that language; the copy is visible and the app's root hidden until the
 * shell removes both (decision 0016).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The element a deployment puts a public page's static copy in (shared/tooling/prerendered-pages.mjs). */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/** On the copy: which of its buttons was pressed before the app was there (its index). */
const PRESSED_ATTRIBUTE = 'data-pressed';

/**
 * Keeps a press on a button of the static copy, which has no code of its own, so the app can press
 * its own button when it takes over: a sign-in pressed early is not lost.
 */
export function keepPressesOnCopy(doc: Document, lang: string): void {
  doc.addEventListener(
    'click',
    (event) => {
      const copy = doc.getElementById(PRERENDERED_PAGE_ID);
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!copy || !button || !copy.contains(button)) return;
      const buttons = Array.from(copy.querySelectorAll(`[data-langs~="${lang}"] button`));
      copy.setAttribute(PRESSED_ATTRIBUTE, String(buttons.indexOf(button)));
    },
    true,
  );
}

/**
 * Hands the screen from a public page's static copy to the app, once its page (or its failure) is up;
 * with `pressKept`, a button pressed on the copy is pressed again on the app's page.
 */
export function dropPrerenderedPage(doc: Document = document, { pressKept = false } = {}): void {
  const copy = doc.getElementById(PRERENDERED_PAGE_ID);
  const lang = doc.documentElement.getAttribute(PRERENDERED_ATTRIBUTE);
  const index = Number(copy?.getAttribute(PRESSED_ATTRIBUTE) ?? -1);
  const pressed = index >= 0 ? copy?.querySelectorAll(`[data-langs~="${lang}"] button`)[index] : undefined;
  copy?.remove();
  doc.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (!pressKept || !pressed) return;
  // The same button only: a page that came up otherwise (its fallback, another state) is left alone.
  const button = doc.querySelectorAll<HTMLButtonElement>('#root main button')[index];
  if (button && button.textContent === pressed.textContent) button.click();
}
