// Bulk upload benchmark (`npm run bench:upload`): a box-integration company (a fresh one of the
// sandbox's test mode) opens /integration and picks a file of 1 000 orders; the page reads it, then
// geocodes, zone-checks and prices every row against the sandbox before anything is created. Printed,
// measured in the page (performance.now() and the Long Tasks API, no automation round trips):
//   - the time from choosing the file to the full preview (every row checked, "Все строки проверены");
//   - the longest main-thread task during that time, and how many tasks took over 50 ms;
//   - the platform calls the preview made (each address, coordinate and route is asked once).
// For a CSV file and for the same orders as XLSX (ExcelJS, loaded on demand), on the desktop.
// Needs the apps served and the sandbox running in test mode, as for `npm run bench:orders`. The
// sandbox limits every caller to SANDBOX_RATE_LIMIT_PER_MIN (1 200 by default) calls a minute: a
// 1 000-row preview makes ~2 000 calls, so start the sandbox with SANDBOX_RATE_LIMIT_PER_MIN=0 to
// measure the cabinet rather than the limit (the page waits a 429 out and says so; the count of 429
// answers is printed). Options: BENCH_ROWS (1000), `--cpu-throttle N` (DevTools CPU slow-down, 1).
// Nothing is created: the benchmark stops at the preview.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const ExcelJS = require('exceljs');

const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const throttleArg = process.argv.indexOf('--cpu-throttle');
const CPU_THROTTLE = Number(
  throttleArg >= 0 ? process.argv[throttleArg + 1] : (process.env.BENCH_CPU_THROTTLE ?? 1),
);
if (!Number.isFinite(CPU_THROTTLE) || CPU_THROTTLE < 1) {
  console.error('--cpu-throttle takes a number ≥ 1');
  process.exit(2);
}
const LONG_TASK_MS = 50;

async function api(path, body) {
  const response = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// Streets of the sandbox's Astana gazetteer: a shop's warehouse sends to 1 000 different doors.
const STREETS = [
  ['проспект Республики', 90],
  ['проспект Абая', 120],
  ['проспект Мангилик Ел', 60],
  ['проспект Кабанбай батыра', 90],
  ['проспект Туран', 90],
  ['улица Кенесары', 90],
  ['проспект Сарыарка', 50],
  ['проспект Богенбай батыра', 80],
  ['улица Сыганак', 70],
  ['улица Сейфуллина', 70],
  ['проспект Улы Дала', 80],
  ['проспект Тауелсиздик', 60],
  ['улица Бейбитшилик', 60],
  ['проспект Женис', 100],
];
const HEADER = [
  'Адрес отправителя',
  'Контакт отправителя',
  'Телефон отправителя',
  'Адрес получателя',
  'Контакт получателя',
  'Телефон получателя',
  'Наложенный платёж, ₸',
  'Комментарий',
];
function orderRow(i) {
  const [street, max] = STREETS[i % STREETS.length];
  const building = 1 + (Math.floor(i / STREETS.length) % max);
  return [
    'улица Кенесары 40',
    'Склад «Жибек»',
    '+7 701 111 00 03',
    `${street} ${building}`,
    `Покупатель ${i + 1}`,
    `+7 702 ${String(1_000_000 + i).slice(1, 4)} ${String(i % 100).padStart(2, '0')} ${String((i * 7) % 100).padStart(2, '0')}`,
    i % 4 === 0 ? String(5000 + i) : '',
    i % 5 === 0 ? 'Позвонить за 10 минут' : '',
  ];
}
const rows = Array.from({ length: ROWS }, (_, i) => orderRow(i));
const csv = Buffer.from(
  `\uFEFF${[HEADER, ...rows].map((cells) => cells.join(';')).join('\r\n')}\r\n`,
  'utf8',
);
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('orders');
for (const line of [HEADER, ...rows]) sheet.addRow(line);
const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

const browser = await chromium.launch(require('../chromium-launch.cjs').forBenchmarks);

/** Installed before the app: every long task of the page, with its start and duration. */
function installProbe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        window.__chosenAt = performance.now();
    },
    true,
  );
}

async function measure(kind, file) {
  const company = await api('/__sandbox/companies', { is_kaspi_box: true, city: 'astana' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'auth_token', value: company.access_token, url: SHELL }]);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  if (CPU_THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  }
  const calls = { total: 0, limited: 0 };
  page.on('request', (request) => {
    if (request.url().startsWith(SANDBOX) && request.method() !== 'OPTIONS') calls.total += 1;
  });
  page.on('response', (response) => {
    if (response.url().startsWith(SANDBOX) && response.status() === 429) calls.limited += 1;
  });
  await page.goto(`${SHELL}/integration`);
  const input = page.getByLabel('Файл с заказами');
  await input.waitFor({ timeout: 20_000 });
  const before = calls.total;
  await input.setInputFiles(file);
  await page.waitForFunction(
    () => {
      if (!document.body.innerText.includes('Все строки проверены')) return false;
      window.__doneAt ??= performance.now();
      return true;
    },
    undefined,
    { polling: 'raf', timeout: 600_000 },
  );
  const figures = await page.evaluate(() => {
    const from = window.__chosenAt;
    const to = window.__doneAt;
    const tasks = window.__longTasks.filter(([start, duration]) => start + duration >= from && start <= to);
    return {
      ms: to - from,
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      over50: tasks.length,
      summary: document.body.innerText.match(/Готовы: \d+|С ошибками: \d+/g)?.join(', ') ?? '',
      nodes: document.getElementsByTagName('*').length,
    };
  });
  // Scrolling the preview to its end stays smooth: the longest task of the scroll.
  const scrolled = await page.evaluate(async () => {
    const scroller = [...document.querySelectorAll('[role="table"] [role="rowgroup"]')].at(-1);
    const start = performance.now();
    window.__longTasks = [];
    for (let step = 1; step <= 20; step += 1) {
      scroller.scrollTop = (scroller.scrollHeight * step) / 20;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    return {
      ms: performance.now() - start,
      longest: Math.max(0, ...window.__longTasks.map(([, duration]) => duration)),
    };
  });
  await context.close();
  return { kind, ...figures, calls: calls.total - before, limited: calls.limited, scrolled };
}

console.info(`Bulk upload preview of ${ROWS} rows, desktop 1280×800, CPU throttle ${CPU_THROTTLE}×`);
try {
  for (const [kind, file] of [
    ['CSV', { name: 'orders.csv', mimeType: 'text/csv', buffer: csv }],
    [
      'XLSX',
      {
        name: 'orders.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: xlsx,
      },
    ],
  ]) {
    const r = await measure(kind, file);
    console.info(
      `${r.kind.padEnd(4)}  full preview ${(r.ms / 1000).toFixed(2)} s · longest main-thread task ` +
        `${r.longest.toFixed(0)} ms · tasks over ${LONG_TASK_MS} ms: ${r.over50} · platform calls ${r.calls}` +
        ` (429: ${r.limited}) · DOM nodes ${r.nodes} · ${r.summary}`,
    );
    console.info(
      `      scroll to the end in 20 steps: ${r.scrolled.ms.toFixed(0)} ms, longest task ${r.scrolled.longest.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
}
