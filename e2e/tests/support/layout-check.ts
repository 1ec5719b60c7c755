import { expect, type Page } from '@playwright/test';

/**
 * Counts the page's requests in flight, from now on. `settled()` resolves once the page shows a
 * titled page, nothing is on its way, two frames have been laid out and the page's height has held
 * for five frames (a chart drawn after its code arrived, under a busy CPU, still grows the page):
 * what is on screen then is what the person sees (no fixed wait: each step is an event of the page).
 */
export function watchPage(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
      await expect.poll(() => inFlight, { intervals: [25] }).toBe(0);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // The same height for five frames in a row, two seconds at most.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const deadline = performance.now() + 2000;
        let height = document.documentElement.scrollHeight;
        for (let same = 0; same < 5 && performance.now() < deadline;) {
          await frame();
          const now = document.documentElement.scrollHeight;
          same = now === height ? same + 1 : 0;
          height = now;
        }
      });
      await expect.poll(() => inFlight, { intervals: [25] }).toBe(0);
    },
  };
}

/**
 * What the layout check found wrong on the page as it is now: boxes that leave the viewport
 * sideways (a horizontal scroll, or content cut at the window's edge), content cut by its own box,
 * and interactive elements lying on top of each other. Computed from the boxes the browser laid
 * out, at the top of the page and scrolled to its end (a fixed bar at the bottom may never cover a
 * control that cannot be scrolled out from under it).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let attempt = 1; ; attempt += 1) {
    const before = await height();
    await page.evaluate(() => window.scrollTo(0, 0));
    const atTop = await page.evaluate(checkLayout, 'top' as const);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const atEnd = await page.evaluate(checkLayout, 'end' as const);
    await page.evaluate(() => window.scrollTo(0, 0));
    // A page that grew meanwhile (a chart drawn late on a busy CPU) was not checked at its end:
    // once it holds still, it is checked again.
    if ((await height()) === before || attempt === 3) return [...new Set([...atTop, ...atEnd])];
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
  }
}

/** Runs in the page. `top`: every check; `end`: only controls under bars fixed to the bottom. */
function checkLayout(at: 'top' | 'end'): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const TOLERANCE = 1;

  const describe = (element: Element): string => {
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    return `<${tag}${role ? ` role=${role}` : ''}> "${name}"`;
  };

  const isShown = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    // A visually hidden text for screen readers (the 1 px clip pattern) is not on screen.
    return rect.width > 2 && rect.height > 2;
  };

  /** The nearest ancestor that clips this element's box (overflow other than visible), if any. */
  const clippingAncestor = (element: Element): Element | null => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') return parent;
    }
    return null;
  };

  const isFixed = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };

  if (at === 'top') {
    if (document.documentElement.scrollWidth > width + TOLERANCE)
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`,
      );

    // A table that scrolls sideways inside its box hides columns and the rows' buttons behind a
    // scroll a person may not see; the kit's table drops secondary columns or becomes cards instead.
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement;
      if (!box || !isShown(table)) continue;
      if (table.scrollWidth > box.clientWidth + TOLERANCE)
        problems.push(
          `the table "${table.caption?.textContent?.trim() ?? ''}" scrolls sideways: ${table.scrollWidth} px wide in ${box.clientWidth} px`,
        );
    }

    for (const element of document.body.querySelectorAll('*')) {
      if (!isShown(element)) continue;
      const rect = element.getBoundingClientRect();
      const clipper = clippingAncestor(element);
      const clip = clipper?.getBoundingClientRect();
      const left = Math.max(rect.left, clip?.left ?? -Infinity);
      const right = Math.min(rect.right, clip?.right ?? Infinity);
      if (right <= left) continue;
      if (left < -TOLERANCE || right > width + TOLERANCE)
        problems.push(
          `${describe(element)} leaves the viewport: ${Math.round(left)}…${Math.round(right)} of ${width} px`,
        );
      // Text cut by its own box: a box that hides what does not fit, and something does not fit. A
      // one-line text that ends in an ellipsis says it goes on; a box that just cuts it does not.
      // An ellipsis that leaves less than half of its text (a state cut to "Зап…") says nothing.
      const style = getComputedStyle(element);
      if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        element.scrollWidth > element.clientWidth + TOLERANCE &&
        (element as HTMLElement).innerText?.trim()
      ) {
        if (style.textOverflow !== 'ellipsis')
          problems.push(
            `${describe(element)} is cut: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
          );
        else if (element.clientWidth < element.scrollWidth / 2)
          problems.push(
            `${describe(element)} shows less than half of its text: ${element.clientWidth} px of ${element.scrollWidth}`,
          );
      }
      // Words that run out of their own box over whatever is beside it (a label wider than its field).
      if (
        style.overflowX === 'visible' &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + TOLERANCE &&
        // A chart is one image: its axis labels are laid out by the chart, over empty neighbours.
        !element.closest('svg, [role="img"]') &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      )
        problems.push(
          `${describe(element)} runs out of its box: ${element.scrollWidth} px of text in ${element.clientWidth} px`,
        );
    }
  }

  // A list box that shows its chosen option cut: Chromium draws no ellipsis in a select, it just
  // stops ("Мекенжайды немесе қоймаı"). The text's room is the box less its padding (the arrow's).
  if (at === 'top') {
    const context = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const text = select.selectedOptions[0]?.textContent?.trim();
      if (!context || !text || !isShown(select)) continue;
      const style = getComputedStyle(select);
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = context.measureText(text).width;
      if (needs > room + TOLERANCE)
        problems.push(
          `${describe(select).slice(0, 40)} shows "${text}" cut: ${Math.round(needs)} px in ${Math.round(room)} px`,
        );
    }
  }

  // A word broken across two lines ("Запланированны" / "е"), which a narrow box with
  // `overflow-wrap: anywhere` does to a word it cannot fit. Words of letters only: a long number,
  // address or token may break where it must.
  if (at === 'top') {
    const linesOf = (range: Range) =>
      new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/\p{L}{4}/u.test(text)) continue;
      // Only a text laid out over two lines or more can have a word broken (most have one line).
      const whole = document.createRange();
      whole.selectNodeContents(node);
      if (linesOf(whole).size < 2) continue;
      if (parent.closest('pre, code, svg, textarea, script, style') || !isShown(parent)) continue;
      for (const word of text.matchAll(/\p{L}{4,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (linesOf(range).size > 1)
          problems.push(`the word "${word[0]}" of ${describe(parent)} is broken across lines`);
      }
    }
  }

  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    'iframe',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="combobox"]',
    '[role="option"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const shownControls = [...document.querySelectorAll(INTERACTIVE)].filter(isShown);

  if (at === 'top') {
    for (const element of shownControls) {
      const rect = element.getBoundingClientRect();
      // A control partly hidden by a box that clips it (a tab cut to "Завершён" by its tab list).
      const clipper = clippingAncestor(element);
      const clip = clipper?.getBoundingClientRect();
      if (clip) {
        const shown = Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left);
        if (shown > 0 && shown < rect.width - TOLERANCE)
          problems.push(
            `${describe(element)} is cut by its container: ${Math.round(shown)} of ${Math.round(rect.width)} px shown`,
          );
      }
      // A control wider than the section it belongs to (a field running out of its card).
      const section = element.parentElement?.closest('section, fieldset, li, [role="dialog"]');
      if (section && !(clipper && section.contains(clipper))) {
        const box = section.getBoundingClientRect();
        if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE)
          problems.push(`${describe(element)} runs out of ${describe(section).slice(0, 50)}`);
      }
    }
  }

  const controls = shownControls
    .map((element) => {
      const clipper = clippingAncestor(element)?.getBoundingClientRect();
      const rects = [...element.getClientRects()]
        .map((rect) => ({
          left: Math.max(rect.left, clipper?.left ?? -Infinity),
          right: Math.min(rect.right, clipper?.right ?? Infinity),
          top: Math.max(rect.top, clipper?.top ?? -Infinity),
          bottom: Math.min(rect.bottom, clipper?.bottom ?? Infinity),
        }))
        .filter((rect) => rect.right - rect.left > 2 && rect.bottom - rect.top > 2);
      return { element, rects, fixed: isFixed(element) };
    })
    .filter((control) => control.rects.length > 0);

  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      // A label's control inside it, or both inside one label, are one target.
      if (a.element.closest('label') && a.element.closest('label') === b.element.closest('label')) continue;
      // A bar fixed to the bottom half is checked scrolled to the end (content passes under it on
      // the way), everything else at the top.
      const fixed = a.fixed !== b.fixed ? (a.fixed ? a : b) : null;
      const atBottom = fixed !== null && fixed.rects[0]!.top >= height / 2;
      if (at === 'end' ? !atBottom : atBottom) continue;
      const overlap = a.rects.some((ra) =>
        b.rects.some(
          (rb) =>
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > TOLERANCE &&
            Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > TOLERANCE,
        ),
      );
      if (overlap) problems.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
    }
  }
  return problems;
}
