import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/test';
import { signIn } from './support/cabinet';
import { layoutProblems, watchPage } from './support/layout-check';
import { createOrder, type GroupAnswer } from './support/orders';
import { ROUTES } from './support/routes';

/**
 * Issue 20: every screen at every width a person uses, in both languages, without content out of
 * the window sideways, cut, or controls on top of each other (support/layout-check.ts). Spec §1:
 * the mobile layout at 650 px or less, a tablet at 1024 px or less, and wider than 1024 px the
 * cabinet is Russian only, so Kazakh is checked from 1024 px down.
 */
// The tablet's range (651-1024 px) at its edges and where it squeezes (800, 700): its styles change
// at 1024 and 650 px only, and a squeeze is worst at the narrow end. 960 px, between 1024 and 800,
// is left out: it cost a ninth of this file's time, and CI is CPU-bound on two cores.
const DESKTOP_WIDTHS = [1280, 1024, 800, 700, 651];
const PHONE_WIDTHS = [650, 390, 360];
const TABLET_MAX_WIDTH = 1024;
const HEIGHT = 800;

type Lang = 'ru' | 'kk';

/** Every route of §2 (support/routes.ts) and the states only an order shows. */
function paths(order: GroupAnswer): string[] {
  return [
    ...ROUTES.map((route) => route.path),
    `/?order=${order.id}`,
    `/mobile/orders/${order.id}`,
    `/tracking?token=${order.tracking_token}`,
  ];
}

const inLang = (path: string, lang: Lang) =>
  lang === 'ru' ? path : `${path}${path.includes('?') ? '&' : '?'}force-lang=${lang}`;

/**
 * Opens each path once for the desktop widths and once for the phone's (crossing 650 px swaps the
 * layout, and `/` its page), narrowing the window step by step in between, and checks each width.
 */
async function checkPaths(page: Page, list: string[], lang: Lang): Promise<string[]> {
  const { settled } = watchPage(page);
  const found: string[] = [];
  const check = async (path: string, width: number) => {
    for (const problem of await layoutProblems(page)) found.push(`${lang} ${width} px ${path}: ${problem}`);
  };
  for (const path of list) {
    for (const range of [DESKTOP_WIDTHS, PHONE_WIDTHS]) {
      const widths = range.filter((width) => lang === 'ru' || width <= TABLET_MAX_WIDTH);
      for (const [step, width] of widths.entries()) {
        await page.setViewportSize({ width, height: HEIGHT });
        if (step === 0) await page.goto(inLang(path, lang));
        await settled();
        await check(path, width);
      }
    }
  }
  return found;
}

let order: GroupAnswer;
test.beforeAll(async () => {
  order = await createOrder({ photo: true });
});

for (const lang of ['ru', 'kk'] as const) {
  // Three shares of the routes, so that the two workers share the work.
  for (const share of [0, 1, 2]) {
    test(`signed in, ${lang}: routes ${share + 1} of 3 at every width`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await signIn(context);
      const mine = paths(order).filter((_, index) => index % 3 === share);
      expect(await checkPaths(page, mine, lang)).toEqual([]);
    });
  }

  test(`signed out, ${lang}: sign-in and the 404 page at every width`, async ({ page }) => {
    test.setTimeout(60_000);
    expect(await checkPaths(page, ['/login', '/no/such/page'], lang)).toEqual([]);
  });
}

// Below the matrix's narrowest phone: a 320 px screen (or a 360 px one with a larger display size)
// gets the pages whose narrowest boxes held the longest words (a card in a card, an order's facts
// and header, two tabs), in the language that had the longest.
test('at 320 px the integration guide, an order and the reports keep their words and controls whole', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize({ width: 320, height: HEIGHT });
  const { settled } = watchPage(page);
  const found: string[] = [];
  for (const path of [
    '/integration',
    '/reports',
    // Kazakh last: force-lang keeps the language for the pages after it.
    inLang(`/mobile/orders/${order.id}`, 'kk'),
    inLang('/reports', 'kk'),
  ]) {
    await page.goto(path);
    await settled();
    for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
  }
  expect(found).toEqual([]);
});

/** The phone's menu at 390 px, found clean: the page the check's own tests then break on purpose. */
async function openCleanMenu(page: Page, context: BrowserContext): Promise<void> {
  await signIn(context);
  const { settled } = watchPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/menu');
  await settled();
  expect(await layoutProblems(page)).toEqual([]);
}

test('the check fails a page whose control runs out of the window or lies over another', async ({
  page,
  context,
}) => {
  await openCleanMenu(page, context);
  // A regression as CSS would make one: a fixed width wider than a phone, a button pulled over another.
  await page.addStyleTag({
    content: `nav[aria-label="Меню"] li:first-child { width: 500px; }
      nav[aria-label="Меню"] li:nth-child(2) { margin-top: -30px; }`,
  });
  const problems = await layoutProblems(page);
  expect(problems).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
  expect(problems).toContainEqual(expect.stringMatching(/"Поддержка" leaves the viewport/));
  expect(problems).toContainEqual(expect.stringMatching(/overlaps/));
});

test('the check fails a word broken across lines and an ellipsis that leaves less than half', async ({
  page,
  context,
}) => {
  await openCleanMenu(page, context);
  // As a squeezed column or a state beside a long number made them: "Подде|ржка", "Вы…".
  await page.addStyleTag({
    content: `nav[aria-label="Меню"] li:first-child > * { display: block; width: 40px; overflow-wrap: anywhere; }
      nav[aria-label="Меню"] li:nth-child(2) a { display: block; width: 20px; overflow: hidden;
        white-space: nowrap; text-overflow: ellipsis; }`,
  });
  const problems = await layoutProblems(page);
  expect(problems).toContainEqual(
    expect.stringMatching(/^the word "Поддержка" of .* is broken across lines$/),
  );
  expect(problems).toContainEqual(expect.stringMatching(/shows less than half of its text/));
});

test('the check fails a table that scrolls sideways in its box, buttons or not', async ({
  page,
  context,
}) => {
  await signIn(context);
  const { settled } = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/reports');
  await settled();
  await expect(page.getByRole('table', { name: 'Заказы за период' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  // A column that will not give way, as a cell with a fixed width would make it.
  await page.addStyleTag({ content: 'table th:first-child { min-width: 900px; }' });
  expect(await layoutProblems(page)).toContainEqual(
    expect.stringMatching(/^the table "Заказы за период" scrolls sideways: \d+ px wide in \d+ px$/),
  );
});
