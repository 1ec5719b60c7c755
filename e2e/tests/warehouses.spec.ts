import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { MOBILE, SANDBOX, USERS, expectLayout, platformToken, sandbox, signIn } from './support/cabinet';
import { PHONE_PARSER, watchScripts } from './support/scripts';

// Every test signs in as a company of its own (the sandbox's bulk endpoint makes one), so parallel
// tests never see each other's warehouses and the demo companies keep theirs.
test.describe.configure({ timeout: 60_000 });

interface Company {
  chocoUserId: number;
  token: string;
}

interface Branch {
  id: number;
  name: string;
  street: string;
  building: string;
  latitude: number;
  longitude: number;
  contact_name: string;
  phone_number: string;
  comment: string;
}

async function freshCompany(): Promise<Company> {
  const answer = await sandbox<{ choco_user_id: number; tokens: { access: string } }>(
    'POST',
    '/__sandbox/orders/bulk',
    { count: 1 },
  );
  return { chocoUserId: answer.choco_user_id, token: answer.tokens.access };
}

async function api<T>(token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.fetch(path, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

const branchesOf = async (company: Company) =>
  (await api<{ results: Branch[] }>(company.token, 'GET', '/rocket/v0/business/branches?page=1')).results;

/** A branch made through the platform, for tests about showing one. */
const addBranch = (company: Company, name: string) =>
  api<Branch>(company.token, 'POST', '/rocket/v0/business/branches', {
    name,
    street: 'улица Толе би',
    building: '59',
    latitude: 43.2505,
    longitude: 76.87,
    contact_name: 'Данияр',
    phone_number: '+77015550077',
    working_hours: '10:00-19:00',
    comment: 'Ворота с торца',
  });

async function signInAsFresh(page: Page): Promise<Company> {
  const company = await freshCompany();
  await signIn(page.context(), company.chocoUserId);
  return company;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const addressBox = (page: Page, name = 'Адрес') => page.getByRole('combobox', { name, exact: true });
/** The page is no wider than the window: nothing sticks out sideways on a phone. */
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a warehouse is created, listed, offered in the order form, edited and deleted', async ({ page }) => {
  const company = await signInAsFresh(page);
  const name = `Склад на Абая ${company.chocoUserId}`;
  const renamed = `Склад Медеу ${company.chocoUserId}`;

  // The order form is open first, so its list of saved places is already loaded without the branch.
  await page.goto('/orders/new');
  const sender = page.getByRole('region', { name: 'Откуда' });
  const saved = sender.getByRole('combobox', { name: 'Подставить адрес' });

  await menu(page).getByRole('link', { name: 'Склады' }).click();
  await expect(heading(page, 'Склады')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Складов пока нет' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый склад' }).click();
  await expect(page).toHaveURL(/\/warehouses\/new$/);
  await expect(heading(page, 'Новый склад')).toBeVisible();

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await addressBox(page).fill('Абая 10');
  await page.getByRole('option', { name: 'Алматы, проспект Абая, 10', exact: true }).click();
  await expect(addressBox(page)).toHaveValue('проспект Абая, 10');
  await expect(page.getByRole('button', { name: 'Метка склада на карте' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Часы работы' }).fill('09:00-21:00');
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('Айгерим');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('8 (701) 123-45-67');
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Вход со двора');
  await page.getByRole('button', { name: 'Добавить склад' }).click();

  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(page.getByText(`Склад «${name}» добавлен`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Склады компании' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('проспект Абая, 10');
  await expect(row).toContainText('Айгерим');
  await expect(row).toContainText('+7 701 123 45 67');
  const [stored] = await branchesOf(company);
  expect(stored).toMatchObject({
    name,
    street: 'проспект Абая',
    building: '10',
    contact_name: 'Айгерим',
    phone_number: '+77011234567',
    comment: 'Вход со двора',
  });

  // Back in the order form, inside the app (no reload): "Подставить адрес" offers the new branch.
  await menu(page).getByRole('link', { name: 'Новый заказ' }).click();
  await expect(saved.getByRole('option', { name: `${name} · проспект Абая, 10` })).toHaveCount(1);
  await saved.selectOption({ label: `${name} · проспект Абая, 10` });
  await expect(sender.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue('проспект Абая, 10');

  // Edit.
  await menu(page).getByRole('link', { name: 'Склады' }).click();
  await page.getByRole('link', { name: `Изменить склад «${name}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/edit/${stored?.id}$`));
  await expect(heading(page, 'Редактирование склада')).toBeVisible();
  const nameField = page.getByRole('textbox', { name: 'Название' });
  await expect(nameField).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 701 123 45 67');
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(page.getByText(`Склад «${renamed}» сохранён`)).toBeVisible();
  await expect(table.getByRole('rowheader', { name: renamed })).toBeVisible();
  expect((await branchesOf(company))[0]?.name).toBe(renamed);

  // Delete: asked first, and told it cannot be taken back (the platform has no restore).
  await page.getByRole('button', { name: `Удалить склад «${renamed}»` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Удалить склад «${renamed}»?` });
  await expect(dialog).toContainText('Восстановить его будет нельзя');
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Склад «${renamed}» удалён`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Складов пока нет' })).toBeVisible();
  expect(await branchesOf(company)).toEqual([]);

  await menu(page).getByRole('link', { name: 'Новый заказ' }).click();
  await expect(saved.getByRole('option', { name: new RegExp(renamed) })).toHaveCount(0);
});

test("a warehouse's entrance, floor, apartment and intercom: kept by the platform and put into the order's point", async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  const name = `Склад с подъездом ${company.chocoUserId}`;
  await page.goto('/warehouses/new');
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await addressBox(page).fill('Абая 10');
  await page.getByRole('option', { name: 'Алматы, проспект Абая, 10', exact: true }).click();
  const address = page.getByRole('region', { name: 'Адрес' });
  await address.getByRole('textbox', { name: 'Подъезд' }).fill('2');
  await address.getByRole('textbox', { name: 'Этаж' }).fill('5');
  await address.getByRole('textbox', { name: 'Квартира, офис' }).fill('512');
  await address.getByRole('textbox', { name: 'Домофон' }).fill('512К');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 701 123 45 67');
  await page.getByRole('button', { name: 'Добавить склад' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  const [stored] = await branchesOf(company);
  expect(stored).toMatchObject({ name, entrance: '2', floor: '5', apartment: '512', intercom: '512К' });

  await page.goto(`/warehouse/edit/${stored?.id}`);
  await expect(page.getByRole('textbox', { name: 'Подъезд' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Домофон' })).toHaveValue('512К');

  // Picked in the order form, the branch fills the point's entrance, floor, apartment and intercom.
  await page.goto('/orders/new');
  const sender = page.getByRole('region', { name: 'Откуда' });
  await sender
    .getByRole('combobox', { name: 'Подставить адрес' })
    .selectOption({ label: `${name} · проспект Абая, 10` });
  await expect(sender.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue('проспект Абая, 10');
  await expect(sender.getByLabel('Подъезд')).toHaveValue('2');
  await expect(sender.getByLabel('Этаж')).toHaveValue('5');
  await expect(sender.getByLabel('Квартира')).toHaveValue('512');
  await expect(sender.getByLabel('Домофон')).toHaveValue('512К');
});

test('the form checks itself before sending and keeps what was typed', async ({ page }) => {
  const company = await signInAsFresh(page);
  await page.goto('/warehouses/new');
  await page.getByRole('button', { name: 'Добавить склад' }).click();
  const nameField = page.getByRole('textbox', { name: 'Название' });
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('Заполните поле');
  await expect(page.getByText('Проверьте отмеченные поля.')).toBeVisible();

  await nameField.fill('Склад');
  await addressBox(page).fill('Абая 10');
  await page.getByRole('textbox', { name: 'Часы работы' }).fill('09:00–25:00');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('12345');
  await page.getByRole('button', { name: 'Добавить склад' }).click();
  await expect(addressBox(page)).toHaveAccessibleDescription(/Выберите адрес из подсказок/);
  await expect(page.getByRole('textbox', { name: 'Часы работы' })).toHaveAccessibleDescription(
    'Такого времени нет: 25:00. Часы — от 00:00 до 24:00',
  );
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
    'Введите номер телефона в Казахстане, например +7 701 123 45 67',
  );
  await expect(nameField).toHaveValue('Склад');
  // Nothing reached the platform, and no error modal was shown.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await branchesOf(company)).toEqual([]);
});

test('the list shows stored numbers without the phone parser; the form that checks them brings it', async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  const branch = await addBranch(company, 'Склад Толе би');
  const parserLoaded = watchScripts(page, PHONE_PARSER);
  await page.goto('/warehouses');
  await expect(page.getByRole('row').filter({ hasText: 'Склад Толе би' })).toContainText('+7 701 555 00 77');
  await page.waitForLoadState('networkidle');
  expect(parserLoaded()).toBe(false);

  await page.getByRole('link', { name: 'Изменить склад «Склад Толе би»' }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/edit/${branch.id}$`));
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 701 555 00 77');
  await expect.poll(parserLoaded).toBe(true);
});

test('a warehouse of another company, by its URL, is a not-found state inside the layout', async ({
  page,
}) => {
  await signInAsFresh(page);
  const demo = await platformToken(USERS.company);
  const [theirs] = (await api<{ results: Branch[] }>(demo, 'GET', '/rocket/v0/business/branches?page=1'))
    .results;
  if (!theirs) throw new Error('the demo company has no branch');
  await page.goto(`/warehouse/edit/${theirs.id}`);
  await expect(heading(page, 'Редактирование склада')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Склад не найден' })).toBeVisible();
  await expectLayout(page, 'desktop');
  // Nothing of the other company is shown, and no error modal covers the page.
  await expect(page.getByText(theirs.name)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'К списку складов' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(heading(page, 'Склады')).toBeVisible();
});

test('unsaved changes are asked about before leaving, in the app and when the tab closes', async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  const branch = await addBranch(company, 'Склад Толе би');
  // Into the form from the list, inside the app: the browser's back button has a page of the app to go to.
  await page.goto('/warehouses');
  await page.getByRole('link', { name: 'Изменить склад «Склад Толе би»' }).click();
  const nameField = page.getByRole('textbox', { name: 'Название' });
  await expect(nameField).toHaveValue('Склад Толе би');
  await nameField.fill('Склад Толе би, 2 этаж');

  // A menu link waits for the answer.
  await menu(page).getByRole('link', { name: 'Заказы' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/warehouse/edit/${branch.id}$`));
  await expect(nameField).toHaveValue('Склад Толе би, 2 этаж');

  // The browser's back button waits for the answer too.
  await page.goBack({ timeout: 2_000 }).catch(() => undefined);
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/warehouse/edit/${branch.id}$`));
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(nameField).toHaveValue('Склад Толе би, 2 этаж');

  // Closing or reloading the tab: the browser's own question.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 2_000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(nameField).toHaveValue('Склад Толе би, 2 этаж');

  // Leaving after all (back again, then "Уйти"): nothing was saved.
  await page.goBack({ timeout: 2_000 }).catch(() => undefined);
  await leave.getByRole('button', { name: 'Уйти' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(page.getByRole('rowheader', { name: 'Склад Толе би' })).toBeVisible();
  expect((await branchesOf(company))[0]?.name).toBe('Склад Толе би');
});

test('what was typed and not saved comes back after a reload, until it is saved or dropped', async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  const branch = await addBranch(company, 'Склад Толе би');
  // The browser asks before a reload of a changed form (the test above); here the user reloads anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  const restored = page
    .getByRole('status')
    .filter({ hasText: 'Вернули изменения, которые вы не сохранили.' });
  const nameField = page.getByRole('textbox', { name: 'Название' });
  const hoursField = page.getByRole('textbox', { name: 'Часы работы' });

  await page.goto('/warehouses/new');
  await nameField.fill('Склад на Абая');
  await hoursField.fill('09:00-18:00');
  await page.reload();
  await expect(nameField).toHaveValue('Склад на Абая');
  await expect(hoursField).toHaveValue('09:00-18:00');
  await expect(restored).toBeVisible();

  // Dropped: the form is empty again, the focus on its first field, and a reload brings nothing back.
  await restored.getByRole('button', { name: 'Сбросить изменения' }).click();
  await expect(nameField).toHaveValue('');
  await expect(nameField).toBeFocused();
  await expect(restored).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Добавить склад' })).toBeVisible();
  await expect(nameField).toHaveValue('');
  await expect(restored).toHaveCount(0);

  // A stored warehouse: the change comes back over it, and once saved it is simply the warehouse.
  await page.goto(`/warehouse/edit/${branch.id}`);
  await expect(nameField).toHaveValue('Склад Толе би');
  await nameField.fill('Склад Толе би, 2 этаж');
  await page.reload();
  await expect(nameField).toHaveValue('Склад Толе би, 2 этаж');
  await expect(restored).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  expect((await branchesOf(company))[0]?.name).toBe('Склад Толе би, 2 этаж');
  await page.goto(`/warehouse/edit/${branch.id}`);
  await expect(nameField).toHaveValue('Склад Толе би, 2 этаж');
  await expect(restored).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the list is cards and the form one column, with nothing wider than the screen', async ({ page }) => {
    const company = await signInAsFresh(page);
    const branch = await addBranch(company, 'Склад Толе би');
    await page.goto('/warehouses');
    await expect(heading(page, 'Склады')).toBeVisible();
    await expectLayout(page, 'mobile');
    const cards = page.getByRole('list', { name: 'Склады компании' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Склад Толе би' });
    await expect(card).toContainText('улица Толе би, 59');
    await expect(card).toContainText('+7 701 555 00 77');
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);

    await card.getByRole('link', { name: 'Изменить склад «Склад Толе би»' }).click();
    await expect(page).toHaveURL(new RegExp(`/warehouse/edit/${branch.id}$`));
    const nameField = page.getByRole('textbox', { name: 'Название' });
    await expect(nameField).toHaveValue('Склад Толе би');
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    const [nameBox, phoneBox] = [await nameField.boundingBox(), await phone.boundingBox()];
    // One column: the fields sit one under another, each almost as wide as the screen.
    expect(nameBox && phoneBox && phoneBox.y > nameBox.y).toBe(true);
    expect(nameBox?.width ?? 0).toBeGreaterThan(MOBILE.width * 0.7);
    await expect(page.getByRole('button', { name: 'Метка склада на карте' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Удалить склад' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
  });

  test('speaks Kazakh: the list, the new and the edit form', async ({ page }) => {
    const company = await signInAsFresh(page);
    const branch = await addBranch(company, 'Склад Толе би');
    await page.goto('/warehouses?force-lang=kk');
    await expect(heading(page, 'Қоймалар')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Осы беттегі қоймалардан іздеу' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Компания қоймалары' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Жаңа қойма' }).click();
    await expect(heading(page, 'Жаңа қойма')).toBeVisible();
    await page.getByRole('button', { name: 'Қойма қосу' }).click();
    await expect(page.getByRole('textbox', { name: 'Атауы' })).toHaveAccessibleDescription(
      'Өрісті толтырыңыз',
    );

    await page.goto(`/warehouse/edit/${branch.id}?force-lang=kk`);
    await expect(heading(page, 'Қойманы өңдеу')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Атауы' })).toHaveValue('Склад Толе би');
    await expect(page.getByRole('textbox', { name: 'Байланыс тұлғасы' })).toHaveValue('Данияр');
    await expect(page.getByRole('region', { name: 'Мекенжай' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сақтау' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Қойманы жою' })).toBeVisible();
  });
});
