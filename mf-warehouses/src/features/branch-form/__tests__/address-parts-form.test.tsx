import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';

import { makeBranch } from '../../../entities/branch/__tests__/fixtures';
import { fetchConfigsFx } from '../../../entities/company-city';
import { BranchForm, checkPinFx, newFormOpened, saveBranchFx } from '..';
import { addressPicked, branchLoaded } from '../model/form-model';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('no platform in this test'))),
  newRequestId: () => 'test-key',
}));

const ABAYA = { street: 'проспект Абая', building: '10', latitude: 43.24, longitude: 76.9 };

async function setup() {
  const save = jest.fn(async () => makeBranch(9));
  const scope = fork({
    handlers: [
      [saveBranchFx, save],
      [fetchConfigsFx, async () => ({ company_city: 'almaty' })],
      [checkPinFx, async () => ({ is_valid: true, city: 'almaty' })],
    ],
  });
  await allSettled(newFormOpened, { scope });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/warehouses/new']}>
        <BranchForm />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, save, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the address card of the warehouse form', () => {
  it('takes the entrance, floor, apartment and intercom, each up to 50 characters, and sends them', async () => {
    const { scope, save, user } = await setup();
    const card = screen.getByRole('region', { name: 'Адрес' });
    for (const name of ['Подъезд', 'Этаж', 'Квартира, офис', 'Домофон']) {
      expect(card).toContainElement(field(name));
      expect(field(name)).toHaveAttribute('maxLength', '50');
    }
    await act(async () => {
      await allSettled(addressPicked, { scope, params: ABAYA });
    });
    await user.type(field('Название'), 'Склад на Абая');
    await user.type(field('Телефон'), '+7 701 123 45 67');
    await user.type(field('Подъезд'), '2');
    await user.type(field('Этаж'), '5');
    await user.type(field('Квартира, офис'), '512');
    await user.type(field('Домофон'), '512К');
    await user.click(screen.getByRole('button', { name: 'Добавить склад' }));
    expect(save).toHaveBeenCalledWith({
      id: null,
      input: expect.objectContaining({
        street: 'проспект Абая',
        entrance: '2',
        floor: '5',
        apartment: '512',
        intercom: '512К',
      }),
    });
  });

  it('shows the stored ones of the branch being edited', async () => {
    const { scope } = await setup();
    await act(async () => {
      await allSettled(branchLoaded, {
        scope,
        params: makeBranch(4, { entrance: '1', floor: '2', apartment: '', intercom: '12' }),
      });
    });
    expect(field('Подъезд')).toHaveValue('1');
    expect(field('Этаж')).toHaveValue('2');
    expect(field('Квартира, офис')).toHaveValue('');
    expect(field('Домофон')).toHaveValue('12');
  });
});
