import { expect, test } from './support/test';
import { MOBILE, USERS, sandbox, signIn } from './support/cabinet';

// The platform's zone check is made to refuse one address through fault injection, which the whole
// sandbox shares: this file runs in the "faults" project, alone, and clears its fault.
test.use({ viewport: MOBILE });

test.beforeEach(async ({ context }) => {
  await sandbox('DELETE', '/__sandbox/faults');
  await signIn(context, USERS.saasCompany);
});

test.afterAll(async () => {
  await sandbox('DELETE', '/__sandbox/faults');
});

test('an address outside the delivery zone is explained next to the field and stops the wizard', async ({
  page,
}) => {
  await sandbox('POST', '/__sandbox/faults', {
    path: '/rocket/v0/deliveries/address/validate-coordinate',
    method: 'POST',
    status: 400,
    code: 'WRONG_ADDRESS_ZONE',
    times: 1,
  });
  await page.goto('/mobile/new-order-details?step=from');
  const address = page.getByRole('combobox', { name: 'Адрес', exact: true });
  await address.fill('Абая');
  await page.getByRole('option', { name: 'Алматы, проспект Абая', exact: true }).click();
  await expect(address).toHaveAccessibleDescription('Адрес находится вне зоны доставки');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Телефон отправителя').fill('+7 701 555 11 22');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { name: 'Откуда забрать', exact: true })).toBeVisible();
  await expect(address).toBeFocused();

  // The next pick passes the check: the error goes and the wizard moves on.
  await address.fill('Абая');
  await page.getByRole('option', { name: 'Алматы, проспект Абая', exact: true }).click();
  await expect(address).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { name: 'Куда доставить', exact: true })).toBeVisible();
});
