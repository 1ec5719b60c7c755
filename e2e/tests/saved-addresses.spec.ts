import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { MOBILE, SANDBOX, expectLayout, sandbox, signIn } from './support/cabinet';
import { pinTime, workingHoursInstant } from './support/time';

// Every test signs in as a company of its own (the sandbox's bulk endpoint makes one), so parallel
// tests never see each other's saved addresses and the demo companies keep theirs.
test.describe.configure({ timeout: 60_000 });

interface Company {
  chocoUserId: number;
  token: string;
}

interface SavedAddress {
  id: number;
  street: string;
  building: string;
  entrance: string;
  intercom: string;
  contact_name: string;
  phone_number: string;
  max_order_distance: number | null;
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

async function signInAsFresh(page: Page): Promise<Company> {
  const answer = await sandbox<{ choco_user_id: number; tokens: { access: string } }>(
    'POST',
    '/__sandbox/orders/bulk',
    { count: 1 },
  );
  await signIn(page.context(), answer.choco_user_id);
  return { chocoUserId: answer.choco_user_id, token: answer.tokens.access };
}

const savedAddressesOf = async (company: Company) =>
  (
    await api<{ results: SavedAddress[] }>(
      company.token,
      'GET',
      '/rocket/v0/common/addresses?is_customer=false',
    )
  ).results;

/** An address saved through the platform, for tests about showing one. */
const addAddress = (company: Company) =>
  api<SavedAddress>(company.token, 'POST', '/rocket/v0/common/addresses', {
    street: 'улица Толе би',
    building: '59',
    latitude: 43.2505,
    longitude: 76.87,
    contact_name: 'Данияр',
    phone_number: '+77015550077',
    max_order_distance: 10,
  });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });
const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name });
const addressBox = (page: Page, name = 'Адрес') => page.getByRole('combobox', { name, exact: true });
const pointRegion = (page: Page, index: number) =>
  page.getByRole('region', { name: index === 0 ? 'Откуда' : `Куда · точка ${index + 1}` });
/** The page is no wider than the window: nothing sticks out sideways on a phone. */
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function pickAddress(page: Page, query: string, option: string) {
  await addressBox(page).fill(query);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a saved address with a max distance: created, listed, offered in the order form, edited, and an order from it too long for it', async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  await pinTime(page, workingHoursInstant());

  // The order form is open first, so its list of saved places is already loaded without the address.
  await page.goto('/orders/new');
  const sender = pointRegion(page, 0);
  const saved = sender.getByRole('combobox', { name: 'Подставить адрес' });
  await expect(saved).toBeVisible();

  await menu(page).getByRole('link', { name: 'Доставка' }).click();
  await expect(heading(page, 'Доставка')).toBeVisible();
  await expect(heading(page, 'Сохранённые адреса', 2)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сохранённых адресов пока нет' })).toBeVisible();

  // Create.
  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  await expect(page).toHaveURL(/\/delivery\?address=new$/);
  await expect(heading(page, 'Новый адрес', 2)).toBeVisible();
  await pickAddress(page, 'Абая 10', 'Алматы, проспект Абая, 10');
  await expect(addressBox(page)).toHaveValue('проспект Абая, 10');
  await expect(page.getByRole('button', { name: 'Метка адреса на карте' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Подъезд' }).fill('2');
  await page.getByRole('textbox', { name: 'Комментарий курьеру' }).fill('Вход со двора');
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('Айгерим');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('8 (701) 123-45-67');
  await page.getByRole('textbox', { name: 'Максимальное расстояние заказа, км' }).fill('0,5');
  await page.getByRole('button', { name: 'Добавить адрес' }).click();

  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByText('Адрес «проспект Абая, 10» добавлен')).toBeVisible();
  const table = page.getByRole('table', { name: 'Сохранённые адреса компании' });
  const row = table.getByRole('row', { name: /проспект Абая, 10/ });
  await expect(row).toContainText('Айгерим');
  await expect(row).toContainText('+7 701 123 45 67');
  await expect(row).toContainText('0,5 км');
  const [stored] = await savedAddressesOf(company);
  expect(stored).toMatchObject({
    street: 'проспект Абая',
    building: '10',
    entrance: '2',
    contact_name: 'Айгерим',
    phone_number: '+77011234567',
    max_order_distance: 0.5,
  });

  // In the order form, inside the app (no reload): "Подставить адрес" offers it.
  await menu(page).getByRole('link', { name: 'Новый заказ' }).click();
  await expect(saved.getByRole('option', { name: 'проспект Абая, 10', exact: true })).toHaveCount(1);

  // Edit.
  await menu(page).getByRole('link', { name: 'Доставка' }).click();
  await page.getByRole('link', { name: 'Изменить адрес «проспект Абая, 10»' }).click();
  await expect(page).toHaveURL(new RegExp(`/delivery\\?address=${stored?.id}$`));
  await expect(heading(page, 'Изменение адреса', 2)).toBeVisible();
  const contact = page.getByRole('textbox', { name: 'Контактное лицо' });
  await expect(contact).toHaveValue('Айгерим');
  await expect(page.getByRole('textbox', { name: 'Максимальное расстояние заказа, км' })).toHaveValue('0,5');
  await contact.fill('Данияр');
  await page.getByRole('textbox', { name: 'Домофон' }).fill('10К');
  // Unsaved: leaving is asked about first.
  await menu(page).getByRole('link', { name: 'Заказы' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(contact).toHaveValue('Данияр');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByText('Адрес «проспект Абая, 10» сохранён')).toBeVisible();
  await expect(row).toContainText('Данияр');
  expect((await savedAddressesOf(company))[0]).toMatchObject({ contact_name: 'Данияр', intercom: '10К' });

  // An order from it, longer than its 0.5 km: the platform refuses, and §8's custom error says why.
  await menu(page).getByRole('link', { name: 'Новый заказ' }).click();
  const tariffsAsked = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/rocket/v0/deliveries/orders/tariffs'),
  );
  await saved.selectOption({ label: 'проспект Абая, 10' });
  await expect(sender.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue('проспект Абая, 10');
  await expect(sender.getByLabel('Подъезд')).toHaveValue('2');
  await expect(sender.getByLabel('Домофон')).toHaveValue('10К');
  await expect(sender.getByLabel('Имя', { exact: true })).toHaveValue('Данияр');
  const recipient = pointRegion(page, 1);
  await recipient.getByRole('combobox', { name: 'Адрес', exact: true }).fill('Толе би 59');
  await page.getByRole('option', { name: 'Алматы, улица Толе би, 59', exact: true }).click();
  await recipient.getByLabel('Телефон', { exact: true }).fill('8 702 555 33 44');
  // The order form names the saved address to the platform, which checks its max distance.
  expect((await tariffsAsked).postDataJSON()).toMatchObject({ address_id: stored?.id });
  const modal = page.getByRole('dialog', { name: 'Слишком большое расстояние' });
  await expect(modal).toContainText(
    'Расстояние этого заказа больше максимального, заданного для сохранённого адреса.',
  );
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('region', { name: 'Тариф' }).getByText('Слишком большое расстояние'),
  ).toBeVisible();
});

test('"Сохранить адрес отправителя" of an order lands in the saved addresses', async ({ page }) => {
  await signInAsFresh(page);
  await pinTime(page, workingHoursInstant());
  await page.goto('/orders/new');
  const sender = pointRegion(page, 0);
  await sender.getByRole('combobox', { name: 'Адрес', exact: true }).fill('Сатпаева 30');
  await page.getByRole('option', { name: 'Алматы, улица Сатпаева, 30', exact: true }).click();
  await sender.getByLabel('Телефон', { exact: true }).fill('+7 701 555 11 22');
  await sender.getByLabel('Имя', { exact: true }).fill('Касса');
  await sender.getByRole('checkbox', { name: 'Сохранить адрес отправителя' }).check();
  const recipient = pointRegion(page, 1);
  await recipient.getByRole('combobox', { name: 'Адрес', exact: true }).fill('Толе би 59');
  await page.getByRole('option', { name: 'Алматы, улица Толе би, 59', exact: true }).click();
  await recipient.getByLabel('Телефон', { exact: true }).fill('8 702 555 33 44');
  await expect(page.getByRole('radiogroup', { name: 'Тариф' })).toBeVisible();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/\?order=\d+$/);

  await menu(page).getByRole('link', { name: 'Доставка' }).click();
  const row = page
    .getByRole('table', { name: 'Сохранённые адреса компании' })
    .getByRole('row', { name: /улица Сатпаева, 30/ });
  await expect(row).toContainText('Касса');
  await expect(row).toContainText('+7 701 555 11 22');
  await expect(row).toContainText('Без ограничения');
});

test('the list comes without the address form, whose chunk comes when it is opened or at an idle moment', async ({
  page,
}) => {
  const company = await signInAsFresh(page);
  await addAddress(company);
  // The form's chunk is held until the list has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/address-editor\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/delivery');
  const row = page.getByRole('row').filter({ hasText: 'улица Толе би, 59' });
  await expect(row).toContainText('+7 701 555 00 77');
  await expect(row).toContainText('10 км');

  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Открываем форму адреса…' })).toBeVisible();
  release();
  await expect(heading(page, 'Новый адрес', 2)).toBeVisible();
  await expect(addressBox(page)).toBeVisible();
});

test('a new address that was typed and not saved comes back after a reload, in Kazakh too', async ({
  page,
}) => {
  await signInAsFresh(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/delivery?address=new');
  const contact = page.getByRole('textbox', { name: 'Контактное лицо' });
  await contact.fill('Асель');
  await page.getByRole('textbox', { name: 'Домофон' }).fill('12К');
  await page.reload();
  await expect(contact).toHaveValue('Асель');
  await expect(page.getByRole('textbox', { name: 'Домофон' })).toHaveValue('12К');
  await expect(
    page.getByRole('status').filter({ hasText: 'Вернули изменения, которые вы не сохранили.' }),
  ).toBeVisible();

  // A phone in Kazakh, as the same tab: the same changes, said in Kazakh.
  await page.setViewportSize(MOBILE);
  await page.goto('/delivery?address=new&force-lang=kk');
  const note = page.getByRole('status').filter({ hasText: 'Сақталмаған өзгерістеріңізді қайтардық.' });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Өзгерістерді алып тастау' }).click();
  await expect(note).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the list is cards and the form one column, with nothing wider than the screen', async ({ page }) => {
    const company = await signInAsFresh(page);
    const address = await addAddress(company);
    await page.goto('/delivery');
    await expect(heading(page, 'Доставка')).toBeVisible();
    await expectLayout(page, 'mobile');
    const cards = page.getByRole('list', { name: 'Сохранённые адреса компании' });
    const card = cards.getByRole('listitem').filter({ hasText: 'улица Толе би, 59' });
    await expect(card).toContainText('Данияр');
    await expect(card).toContainText('+7 701 555 00 77');
    await expect(card).toContainText('10 км');
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);

    await card.getByRole('link', { name: 'Изменить адрес «улица Толе би, 59»' }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery\\?address=${address.id}$`));
    const contact = page.getByRole('textbox', { name: 'Контактное лицо' });
    await expect(contact).toHaveValue('Данияр');
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    const [contactBox, phoneBox] = [await contact.boundingBox(), await phone.boundingBox()];
    // One column: the fields sit one under another, each almost as wide as the screen.
    expect(contactBox && phoneBox && phoneBox.y > contactBox.y).toBe(true);
    expect(contactBox?.width ?? 0).toBeGreaterThan(MOBILE.width * 0.7);
    await expect(page.getByRole('button', { name: 'Метка адреса на карте' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
  });

  test('speaks Kazakh: the list and the form', async ({ page }) => {
    const company = await signInAsFresh(page);
    await addAddress(company);
    await page.goto('/delivery?force-lang=kk');
    await expect(heading(page, 'Жеткізу')).toBeVisible();
    await expect(heading(page, 'Сақталған мекенжайлар', 2)).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Компанияның сақталған мекенжайлары' })
      .getByRole('listitem')
      .filter({ hasText: 'улица Толе би, 59' });
    await expect(card).toContainText('Ең үлкен қашықтық');
    await expect(card.getByRole('link', { name: '«улица Толе би, 59» мекенжайын өзгерту' })).toBeVisible();

    await page.getByRole('button', { name: 'Мекенжай қосу' }).click();
    await expect(heading(page, 'Жаңа мекенжай', 2)).toBeVisible();
    await page.getByRole('button', { name: 'Мекенжай қосу' }).click();
    await expect(addressBox(page, 'Мекенжай')).toHaveAccessibleDescription('Өрісті толтырыңыз');
    await expect(page.getByText('Белгіленген өрістерді тексеріңіз.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Тапсырыстың ең үлкен қашықтығы, км' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Байланыс' })).toBeVisible();
  });
});
