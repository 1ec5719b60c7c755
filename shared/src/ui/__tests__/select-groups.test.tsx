import { render, screen, within } from '@testing-library/react';

import { Field, Select } from '@cabinet/shared/ui';

describe('Select with groups', () => {
  it('puts the options of one group under its name and leaves the others alone', () => {
    render(
      <Field label="Подставить адрес">
        <Select
          value=""
          onChange={() => undefined}
          options={[
            { value: '', label: 'Выберите адрес или склад', disabled: true },
            { value: 'address:1', label: 'проспект Абая, 10', group: 'Мои адреса' },
            { value: 'address:2', label: 'улица Сатпаева, 5', group: 'Мои адреса' },
            { value: 'branch:7', label: 'Склад Есиль', group: 'Склады' },
          ]}
        />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Подставить адрес' });
    expect(within(select).getByRole('option', { name: 'Выберите адрес или склад' })).toBeDisabled();
    const addresses = within(select).getByRole('group', { name: 'Мои адреса' });
    expect(
      within(addresses)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['проспект Абая, 10', 'улица Сатпаева, 5']);
    expect(
      within(within(select).getByRole('group', { name: 'Склады' })).getByRole('option'),
    ).toHaveTextContent('Склад Есиль');
  });
});
