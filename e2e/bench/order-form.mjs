// The desktop order form (`npm run bench:form`): per-keystroke latency (p50/p95) of typing into an
// address field of a five-point route, the time of a tariff switch, and how many point cards (and
// React components in all) rendered for each. Needs the apps and the sandbox (test mode) running,
// as for the e2e suite:
//   BENCH="node e2e/bench/order-form.mjs" /work/e2e-locked.sh <worktree>
// Renders are counted from outside the app, on the production build: a stand-in for the React
// DevTools hook (installed before the page's scripts) sees every commit and walks the fibers that
// rendered in it. The app has no code for this.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
const KEYSTROKES = Number(process.env.BENCH_KEYS ?? 24);
const throttleArg = process.argv.indexOf('--cpu-throttle');
/** Chromium's CPU slow-down (DevTools throttling): 4 is a mid-range phone; 1 is this machine. */
const CPU_THROTTLE = Number(
  throttleArg >= 0 ? process.argv[throttleArg + 1] : (process.env.BENCH_CPU_THROTTLE ?? 4),
);
if (!Number.isFinite(CPU_THROTTLE) || CPU_THROTTLE < 1) {
  console.error('--cpu-throttle takes a number ≥ 1');
  process.exit(2);
}
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 12);
const STREETS = ['Абая', 'Достык', 'Сатпаева', 'Толе би', 'Жибек Жолы'];

/** Runs in the page before anything else: counts what each React commit rendered. */
function installRenderCounter() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const commits = [];
  const isPointCard = (fiber) => {
    const child = fiber.child;
    const labelledBy =
      child?.tag === HOST && child.type === 'section' ? child.memoizedProps?.['aria-labelledby'] : null;
    return typeof labelledBy === 'string' && /^point-\d+-title$/.test(labelledBy);
  };
  const isTariffCard = (fiber) => {
    const child = fiber.child;
    return (
      child?.tag === HOST && child.type === 'label' && /^tariff-/.test(child.memoizedProps?.htmlFor ?? '')
    );
  };
  const walk = (fiber, counts) => {
    const previous = fiber.alternate;
    if (COMPONENT_TAGS.has(fiber.tag) && (previous === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
      counts.components += 1;
      if (isPointCard(fiber)) counts.pointCards += 1;
      if (isTariffCard(fiber)) counts.tariffCards += 1;
    }
    // Children not cloned in this commit were not visited by React either: nothing below rendered.
    if (previous !== null && fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child, counts);
  };
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_, root) {
      const counts = { at: performance.now(), components: 0, pointCards: 0, tariffCards: 0 };
      const current = root.current;
      if (current.alternate === null) walk(current, counts);
      else if (current.child !== current.alternate.child) {
        for (let child = current.child; child; child = child.sibling) walk(child, counts);
      }
      commits.push(counts);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
  /** Commits from `since` until the frame after the first of them is painted: what one input cost. */
  window.__bench = {
    commitsSince: (since) => commits.filter((commit) => commit.at >= since),
    nextFrame: () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  };
}

const tokens = await (
  await fetch(`${SANDBOX}/__sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ choco_user_id: 10001 }),
  })
).json();

const browser = await chromium.launch(require('../chromium-launch.cjs').forBenchmarks);
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addCookies([{ name: 'auth_token', value: tokens.tokens.access, url: SHELL }]);
await context.addInitScript(installRenderCounter);
const page = await context.newPage();

const region = (index) =>
  page.getByRole('region', { name: index === 0 ? 'Откуда' : `Куда · точка ${index + 1}` });
const address = (index) => region(index).getByRole('combobox', { name: 'Адрес', exact: true });

const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

await page.goto(`${SHELL}/orders/new`);
await address(0).waitFor({ timeout: 60_000 });
for (let index = 2; index < STREETS.length; index += 1) {
  await page.getByRole('button', { name: 'Добавить точку' }).click();
}
for (const [index, street] of STREETS.entries()) {
  await address(index).fill(street);
  await region(index)
    .getByRole('listbox')
    .getByRole('option', { name: /^Алматы/ })
    .first()
    .click();
  await page.waitForFunction(
    ([i, text]) => document.querySelector(`#point-${i}-address-input`)?.value.includes(text),
    [index, street],
  );
}
const tariffs = page.getByRole('radiogroup', { name: 'Тариф' }).getByRole('radio', { disabled: false });
await tariffs.first().waitFor({ timeout: 30_000 });
// Let the map chunk, the route and every request settle before measuring.
await page.waitForTimeout(1500);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fmt = (ms) => `${ms.toFixed(1)} ms`;

// ---- Tariff switch: a click on another available tariff, until the next frame. ----
const switches = await page.evaluate(async (count) => {
  const radios = [...document.querySelectorAll('input[name="tariff"]:not(:disabled)')];
  const results = [];
  for (let i = 0; i < count; i += 1) {
    const target = radios.find((radio) => !radio.checked);
    const started = performance.now();
    target.click();
    await window.__bench.nextFrame();
    const ended = performance.now();
    const commits = window.__bench.commitsSince(started);
    results.push({
      ms: ended - started,
      work: (commits.at(-1)?.at ?? started) - started,
      components: commits.reduce((sum, c) => sum + c.components, 0),
      pointCards: commits.reduce((sum, c) => sum + c.pointCards, 0),
      tariffCards: commits.reduce((sum, c) => sum + c.tariffCards, 0),
      checked: target.checked,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return results;
}, SWITCHES);
if (switches.some((result) => !result.checked)) throw new Error('a tariff switch did not take');

// ---- Typing into the address field of the third point, one key at a time. ----
const field = address(2);
await field.click();
await field.press('End');
await page.evaluate(() => {
  window.__keys = [];
  const input = document.querySelector('#point-2-address-input');
  // Cyrillic letters arrive as text input without key events: the input event marks each keystroke.
  input.addEventListener(
    'input',
    (event) => {
      const key = { started: event.timeStamp };
      window.__keys.push(key);
      window.__bench.nextFrame().then(() => {
        key.ended = performance.now();
      });
    },
    true,
  );
});
for (let i = 0; i < KEYSTROKES; i += 1) {
  await page.keyboard.type(i % 2 === 0 ? 'а' : 'б');
  await page.waitForTimeout(120);
}
await page.waitForTimeout(300);
const keys = await page.evaluate(() =>
  window.__keys.map((key) => {
    const commits = window.__bench.commitsSince(key.started).filter((commit) => commit.at <= key.ended);
    return {
      ms: key.ended - key.started,
      work: (commits.at(-1)?.at ?? key.started) - key.started,
      components: commits.reduce((sum, c) => sum + c.components, 0),
      pointCards: commits.reduce((sum, c) => sum + c.pointCards, 0),
    };
  }),
);
// The first keystroke also clears the route's tariffs (the address is no longer exact): reported apart.
const [firstKey, ...steadyKeys] = keys;

const ms = (list) => list.map((item) => item.ms);
const work = (list) => list.map((item) => item.work);
console.info(
  `order form, ${STREETS.length} points (Chromium, production build, CPU throttled ${CPU_THROTTLE}×)`,
);
console.info('  "to frame": from the input to the next frame; "to commit": until React committed');
console.info(
  `typing in an address field   to frame p50 ${fmt(percentile(ms(steadyKeys), 50))}   p95 ${fmt(percentile(ms(steadyKeys), 95))}` +
    `   (${steadyKeys.length} keys; first key ${fmt(firstKey.ms)})`,
);
console.info(
  `  to commit                   p50 ${fmt(percentile(work(steadyKeys), 50))}   p95 ${fmt(percentile(work(steadyKeys), 95))}`,
);
console.info(
  `  point cards rendered/key    mean ${mean(steadyKeys.map((k) => k.pointCards)).toFixed(2)}` +
    `   max ${Math.max(...steadyKeys.map((k) => k.pointCards))}   (first key ${firstKey.pointCards})`,
);
console.info(
  `  components rendered/key     mean ${mean(steadyKeys.map((k) => k.components)).toFixed(1)}` +
    `   (first key ${firstKey.components})`,
);
console.info(
  `tariff switch                to frame p50 ${fmt(percentile(ms(switches), 50))}   p95 ${fmt(percentile(ms(switches), 95))}` +
    `   (${switches.length} switches)`,
);
console.info(
  `  to commit                   p50 ${fmt(percentile(work(switches), 50))}   p95 ${fmt(percentile(work(switches), 95))}`,
);
console.info(
  `  rendered per switch         components ${mean(switches.map((s) => s.components)).toFixed(1)}` +
    `   tariff cards ${mean(switches.map((s) => s.tariffCards)).toFixed(1)}` +
    `   point cards ${mean(switches.map((s) => s.pointCards)).toFixed(1)}`,
);
await browser.close();
