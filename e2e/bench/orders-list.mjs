// The orders list with 10 000 orders: first render, a tab switch and a scroll to the end, with the
// DOM node count. Needs the apps and the sandbox (test mode) running, as for the e2e suite:
//   node e2e/bench/orders-list.mjs
// The platform's list answers are multiplied from one real order of the company, so the page sees
// 10 000 orders (200 pages of 50) without creating them in the database.
import { chromium } from '@playwright/test';

const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
const TOTAL = Number(process.env.BENCH_ORDERS ?? 10_000);

const tokens = await (
  await fetch(`${SANDBOX}/__sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ choco_user_id: 10001 }),
  })
).json();
const jwt = tokens.tokens.access;
const sample = (
  await (
    await fetch(`${SANDBOX}/rocket/v0/deliveries/groups?page_size=1`, {
      headers: { Authorization: `JWT ${jwt}` },
    })
  ).json()
).results[0];

function answer(url) {
  const params = new URL(url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('page_size') ?? 20);
  const first = (page - 1) * size;
  const results = [];
  for (let index = first; index < Math.min(TOTAL, first + size); index += 1) {
    results.push({ ...sample, id: 1_000_000 + index, number: `B-${String(index + 1).padStart(6, '0')}` });
  }
  const last = first + size >= TOTAL;
  return {
    count: TOTAL,
    page,
    page_size: size,
    next: last ? null : page + 1,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addCookies([{ name: 'auth_token', value: jwt, url: SHELL }]);
const page = await context.newPage();
await page.route(/\/rocket\/v0\/deliveries\/groups\?/, (route) =>
  route.fulfill({ json: answer(route.request().url()) }),
);

const time = async (label, action, done, arg) => {
  const started = performance.now();
  await action();
  await page.waitForFunction(done, arg, { timeout: 120_000, polling: 20 });
  const ms = performance.now() - started;
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.info(`${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms   DOM nodes: ${nodes}`);
  return ms;
};

// Warm the remote's chunks once, so the figures are the list's, not the network's.
await page.goto(`${SHELL}/`);
await page.waitForSelector('a[href*="order="]', { timeout: 60_000 });

await time(
  'first render (reload)',
  () => page.reload(),
  () => Boolean(document.querySelector('a[href*="order="]')),
);
await time(
  'tab switch to finished',
  () => page.getByRole('tab', { name: 'Завершённые' }).click(),
  () => location.search.includes('tab=finished') && Boolean(document.querySelector('a[href*="order="]')),
);
await time(
  `scroll to the end (${TOTAL})`,
  async () => {
    // Scroll as a user holding End would: each step loads the next page when the end is in view.
    for (let step = 0; step < 2000; step += 1) {
      const atEnd = await page.evaluate((total) => {
        const list = document.querySelector('ul[aria-label="Список заказов"]');
        const scroller = list?.parentElement;
        if (!scroller) return false;
        scroller.scrollTop = scroller.scrollHeight;
        return document.body.innerText.includes(`Показано ${total} из ${total}`);
      }, TOTAL);
      if (atEnd) break;
      await page.waitForTimeout(16);
    }
  },
  (total) => document.body.innerText.includes(`B-${String(total).padStart(6, '0')}`),
  TOTAL,
);
await browser.close();
