import { readFile } from 'node:fs/promises';

import { request as playwrightRequest, type Page } from '@playwright/test';

import { FIRST_PAINT, MOBILE, SANDBOX, SHELL, USERS, sandbox, signIn } from './support/cabinet';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { ZOD, watchScripts } from './support/scripts';
import { pinTime, SANDBOX_NOW_HEADER, workingHoursInstant } from './support/time';

/** A brand-new company of the sandbox's test mode, so a test that creates orders disturbs nobody. */
interface TestCompany {
  choco_user_id: number;
  company_id: number;
  access_token: string;
}
const newCompany = (kaspi: boolean) =>
  sandbox<TestCompany>('POST', '/__sandbox/companies', { is_kaspi_box: kaspi, city: 'astana' });

async function openAs(page: Page, company: TestCompany): Promise<void> {
  await page.context().addCookies([{ name: 'auth_token', value: company.access_token, url: SHELL }]);
}

/** A platform call as a company's own system would make it. */
async function platform(token: string, path: string, scheme: 'JWT' | 'Bearer' = 'JWT') {
  const api = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await api.get(path, { headers: { authorization: `${scheme} ${token}` } });
    return {
      status: response.status(),
      body: (await response.json().catch(() => null)) as Record<string, unknown>,
    };
  } finally {
    await api.dispose();
  }
}

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
const STREETS = [
  'проспект Республики',
  'проспект Туран',
  'улица Сыганак',
  'проспект Мангилик Ел',
  'улица Иманова',
];

/** Row `n` (1-based) of an Astana shop's file: its warehouse sends to a customer. */
function orderRow(n: number): string[] {
  return [
    'улица Кенесары 40',
    'Склад «Жибек»',
    '+7 701 111 00 03',
    `${STREETS[n % STREETS.length]} ${n + 2}`,
    `Покупатель ${n}`,
    `+7 702 555 ${String(10 + n).padStart(2, '0')} ${String(20 + n).padStart(2, '0')}`,
    n % 4 === 0 ? String(1000 * n) : '',
    n % 3 === 0 ? 'Позвонить заранее' : '',
  ];
}

const csvFile = (rows: string[][]) => ({
  name: 'orders.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].map((cells) => cells.join(';')).join('\r\n')}\r\n`, 'utf8'),
});

const fileInput = (page: Page) => page.getByLabel('Файл с заказами');
const previewRow = (page: Page, line: number) =>
  page.getByRole('row', { name: `Строка ${line}`, exact: true });

/** Leaving by the menu is asked about, saying what would be lost; the user stays on the page. */
async function leavingIsAsked(page: Page, loss: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Заказы' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Уйти со страницы?' });
  await expect(leave).toContainText(loss);
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(leave).toHaveCount(0);
}

test.describe('/integration: orders from a file', () => {
  test('a 20-row file with 3 bad rows: exactly those 3 errors, fix one, drop two, kept over a reload, 18 orders created and listed', async ({
    page,
  }) => {
    const company = await newCompany(true);
    await openAs(page, company);
    await pinTime(page, workingHoursInstant());
    const rows = Array.from({ length: 20 }, (_, index) => orderRow(index + 1));
    // Rows 4, 9 and 15 of the orders are rows 5, 10 and 16 of the file (the header is row 1).
    rows[3]![5] = '12345';
    rows[8]![3] = 'улица Несуществующая 7';
    rows[14]![5] = '';

    await page.goto('/integration');
    await fileInput(page).setInputFiles(csvFile(rows), FIRST_PAINT);
    await expect(page.getByText('Все строки проверены')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Готовы: 17', { exact: true })).toBeVisible();
    await expect(page.getByText('С ошибками: 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Создать заказы: 17' })).toBeDisabled();

    await page.getByRole('radio', { name: 'С ошибками' }).check();
    const table = page.getByRole('table', { name: 'Строки файла' });
    await expect(table.getByRole('row', { name: /^Строка \d+$/ })).toHaveCount(3);
    await expect(previewRow(page, 5)).toContainText('Телефон получателя: это не номер телефона Казахстана');
    await expect(previewRow(page, 10)).toContainText('Адрес получателя: адрес не найден');
    await expect(previewRow(page, 16)).toContainText('Телефон получателя: не заполнено');

    await page.getByRole('button', { name: 'Исправить строку 5' }).click();
    const editor = page.getByRole('region', { name: 'Исправить строку 5' });
    await editor.getByLabel('Телефон получателя').fill('+7 702 555 14 24');
    await editor.getByRole('button', { name: 'Сохранить и проверить' }).click();
    await expect(page.getByText('Готовы: 18', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Убрать строку 10' }).click();
    await page.getByRole('button', { name: 'Убрать строку 16' }).click();
    await expect(page.getByText('Убраны: 2', { exact: true })).toBeVisible();
    await expect(page.getByText('С ошибками: 0', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Итого к оплате: [\d\u00a0]+\u00a0₸$/)).toBeVisible();

    // The fixes are not in the file: leaving the page now is asked about.
    await leavingIsAsked(page, 'Исправления и исключённые строки файла не сохранятся.');
    await expect(page).toHaveURL(/\/integration$/);
    await expect(page.getByText('Убраны: 2', { exact: true })).toBeVisible();

    // A reload (the browser asks first) brings the preview back as it was left, checked again.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(page.getByText('Файл «orders.csv», строк с заказами: 20')).toBeVisible(FIRST_PAINT);
    await expect(
      page.getByRole('status').filter({ hasText: 'вернулись после перезагрузки страницы' }),
    ).toBeVisible();
    await expect(page.getByText('Все строки проверены')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Готовы: 18', { exact: true })).toBeVisible();
    await expect(page.getByText('Убраны: 2', { exact: true })).toBeVisible();
    await expect(page.getByText('С ошибками: 0', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Убранные' }).check();
    await expect(table.getByRole('row', { name: /^Строка \d+$/ })).toHaveCount(2);
    await page.getByRole('radio', { name: 'Все', exact: true }).check();
    await expect(previewRow(page, 5)).toContainText('+7 702 555 14 24');
    await leavingIsAsked(page, 'Исправления и исключённые строки файла не сохранятся.');

    await page.getByRole('button', { name: 'Создать заказы: 18' }).click();
    await expect(page.getByText('Создано заказов: 18. Не создано: 0.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Скачать результат CSV' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать результат CSV' }).click();
    expect((await download).suggestedFilename()).toBe('upload-result.csv');
    // Sent, the fixes are no longer kept: the page opens again for a new file.
    await page.reload();
    await expect(fileInput(page)).toBeAttached(FIRST_PAINT);
    await expect(page.getByText('Файл «orders.csv», строк с заказами: 20')).toHaveCount(0);

    const listed = await platform(company.access_token, '/rocket/v0/deliveries/groups?page_size=100');
    expect(listed.body.count).toBe(18);
    await page.goto('/');
    await expect(page.getByText('Заказов: 18', { exact: true })).toBeVisible(FIRST_PAINT);
  });

  test('an Astana company’s template is of Astana streets: given back as it is, both its orders are ready', async ({
    page,
  }) => {
    await openAs(page, await newCompany(true));
    await page.goto('/integration');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать шаблон CSV' }).click(FIRST_PAINT);
    const template = await download;
    // Almaty's streets were looked up in Astana first: "проспект Абая 10" was found there, "улица
    // Толе би 59" only in Almaty, and the template's own first order was refused as two cities.
    await fileInput(page).setInputFiles({
      name: template.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: await readFile(await template.path()),
    });
    await expect(page.getByText('Все строки проверены')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Готовы: 2', { exact: true })).toBeVisible();
    await expect(page.getByText('С ошибками: 0', { exact: true })).toBeVisible();
  });

  test('the page comes without the rows’ screens and checks; a file picked before they are in waits for them; left in the app, it is put away', async ({
    page,
  }) => {
    const company = await newCompany(true);
    await openAs(page, company);
    await pinTime(page, workingHoursInstant());
    // The chunks of the rows' screens and of a row's checks are held until the page has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(file-rows|row-checks)\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/integration');
    await expect(page.getByRole('heading', { name: 'Токенов пока нет' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('table', { name: 'Поля запроса на создание заказа' })).toBeVisible();
    await fileInput(page).setInputFiles(csvFile([orderRow(1), orderRow(2)]));
    await expect(page.getByText('Файл «orders.csv», строк с заказами: 2')).toBeVisible();
    await expect(page.getByText('Все строки проверены')).toHaveCount(0);
    release();
    await expect(page.getByText('Все строки проверены')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Готовы: 2', { exact: true })).toBeVisible();

    // A row left out, then the page left in the app, as the question says: the preview is put away.
    await page.getByRole('button', { name: 'Убрать строку 3' }).click();
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    await menu.getByRole('link', { name: 'Заказы' }).click();
    await page
      .getByRole('alertdialog', { name: 'Уйти со страницы?' })
      .getByRole('button', { name: 'Уйти' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await menu.getByRole('link', { name: 'Интеграция' }).click();
    await expect(fileInput(page)).toBeAttached();
    await expect(page.getByText('Файл «orders.csv», строк с заказами: 2')).toHaveCount(0);
  });

  test('the same upload retried after a network failure creates no duplicates', async ({ page }) => {
    const company = await newCompany(true);
    await openAs(page, company);
    const at = workingHoursInstant();
    await pinTime(page, at);
    let calls = 0;
    // The first call reaches the platform, which creates the orders, but its answer never comes back.
    await page.route('**/rocket/v0/deliveries/upload-orders/', async (route) => {
      calls += 1;
      if (calls > 1) return route.fallback();
      await route.fetch({
        headers: { ...route.request().headers(), [SANDBOX_NOW_HEADER]: at.toISOString() },
      });
      return route.abort('connectionreset');
    });

    await page.goto('/integration');
    await fileInput(page).setInputFiles(csvFile([orderRow(1), orderRow(2), orderRow(3)]), FIRST_PAINT);
    await page.getByRole('button', { name: 'Создать заказы: 3' }).click({ timeout: 20_000 });
    const stalled = page.getByRole('alert').filter({ hasText: 'Платформа не ответила' });
    await expect(stalled).toBeVisible();
    expect((await platform(company.access_token, '/rocket/v0/deliveries/groups')).body.count).toBe(3);
    // Unanswered calls: leaving would lose which rows became orders, so it is asked about.
    await leavingIsAsked(page, 'Загрузка ещё идёт: уйдёте — не узнаете, какие заказы созданы.');

    await stalled.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByText('Создано заказов: 3. Не создано: 0.')).toBeVisible();
    expect(calls).toBe(2);
    expect((await platform(company.access_token, '/rocket/v0/deliveries/groups')).body.count).toBe(3);
  });

  test('a wrong file says why, and nothing is created', async ({ page }) => {
    const company = await newCompany(true);
    await openAs(page, company);
    await page.goto('/integration');
    // The picker speaks the cabinet's language, not the browser's ("Choose File").
    const picker = page.getByRole('region', { name: 'Загрузка заказов файлом' });
    await expect(picker.getByText('Выбрать файл', { exact: true })).toBeVisible(FIRST_PAINT);
    await expect(picker.getByText('Файл не выбран')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fileInput(page).setInputFiles(
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      FIRST_PAINT,
    );
    await expect(fileInput(page)).toHaveAccessibleDescription(/не CSV и не XLSX.*Ничего не создано/);
    await expect(picker.getByText('photo.png', { exact: true })).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'orders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Адрес;Телефон\r\nАбая 1;+77011234567\r\n'),
    });
    await expect(fileInput(page)).toHaveAccessibleDescription(/нет нужных колонок.*«Адрес отправителя»/);
    // A file dropped on the picker is read as a chosen one.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Адрес\r\nАбая 1\r\n'], 'dropped.csv', { type: 'text/csv' }));
      return transfer;
    });
    await picker.getByText('или перетащите его сюда').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(picker.getByText('dropped.csv', { exact: true })).toBeVisible();
    await expect(fileInput(page)).toHaveAccessibleDescription(
      /нет нужных колонок.*В заголовке найдено: «Адрес»/,
    );
    expect((await platform(company.access_token, '/rocket/v0/deliveries/groups')).body.count).toBe(0);
  });

  test('a company without Kaspi Box learns who may upload, and gets no file picker', async ({
    page,
    context,
  }) => {
    await signIn(context, USERS.company);
    await page.goto('/integration');
    await expect(
      page.getByRole('heading', { name: 'Загрузка файлом доступна компаниям Kaspi Box' }),
    ).toBeVisible(FIRST_PAINT);
    await expect(fileInput(page)).toHaveCount(0);
  });
});

test.describe('/integration: API access', () => {
  test('a token is issued and shown once with a copy button, works as Bearer, and is revoked; its name is kept over a reload until issued', async ({
    page,
    context,
  }) => {
    const company = await newCompany(false);
    await openAs(page, company);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL });
    const zodLoaded = watchScripts(page, ZOD);
    await page.goto('/integration');
    await expect(page.getByRole('heading', { name: 'Токенов пока нет' })).toBeVisible(FIRST_PAINT);
    await expect(
      page.getByText(/curl -X POST 'http:\/\/localhost:8090\/rocket\/v0\/deliveries\/groups'/),
    ).toBeVisible();
    // The guide's field table is the contract's, and the page brings none of its schemas.
    await expect(
      page.getByRole('table', { name: 'Поля запроса на создание заказа' }).getByRole('row'),
    ).toHaveCount(9);
    await page.waitForLoadState('networkidle');
    expect(zodLoaded()).toBe(false);

    // A name typed and not yet issued is kept over a reload.
    const name = page.getByLabel('Название токена');
    await name.fill('Сайт');
    await page.reload();
    await expect(name).toHaveValue('Сайт', FIRST_PAINT);
    await page.getByRole('button', { name: 'Выпустить токен' }).click();
    const shown = page.getByRole('region', { name: 'Новый токен «Сайт»' });
    await expect(shown.getByRole('alert')).toContainText('показывается только один раз');
    const token = await shown.getByLabel('Токен').inputValue();
    expect(token.split('.')).toHaveLength(3);
    await shown.getByRole('button', { name: 'Скопировать токен' }).click();
    await expect(page.getByText('Токен скопирован')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect((await platform(token, '/rocket/v0/business/company', 'Bearer')).status).toBe(200);

    const tokens = page.getByRole('table', { name: 'Выпущенные токены' });
    await expect(tokens.getByRole('row', { name: /Сайт/ })).toContainText(`…${token.slice(-6)}`);
    await shown.getByRole('button', { name: 'Я сохранил токен' }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await expect(tokens.getByRole('row', { name: /Сайт/ })).toBeVisible(FIRST_PAINT);
    expect(await page.content()).not.toContain(token);
    // Issued, the name is not offered again.
    await expect(name).toHaveValue('');

    await page.getByRole('button', { name: 'Отозвать токен «Сайт»' }).click();
    await page
      .getByRole('alertdialog', { name: 'Отозвать токен «Сайт»?' })
      .getByRole('button', { name: 'Отозвать' })
      .click();
    await expect(page.getByText('Токен «Сайт» отозван')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Токенов пока нет' })).toBeVisible();
    expect((await platform(token, '/rocket/v0/business/company', 'Bearer')).status).toBe(401);
  });
});

test.describe('/integration on a phone', () => {
  test.use({ viewport: MOBILE });

  test('tokens and the rows of a file are cards', async ({ page }) => {
    const company = await newCompany(true);
    await openAs(page, company);
    await page.goto('/integration');
    await expect(page.getByRole('heading', { name: 'Доступ к API' })).toBeVisible(FIRST_PAINT);
    await fileInput(page).setInputFiles(csvFile([orderRow(1), orderRow(2)]));
    await expect(page.getByText('Все строки проверены')).toBeVisible({ timeout: 15_000 });
    await expect(previewRow(page, 2)).toContainText('Строка 2');
    await expect(previewRow(page, 3)).toContainText('Готова');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });
});
