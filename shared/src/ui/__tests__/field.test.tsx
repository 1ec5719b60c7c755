import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Field, PhoneInput, Select, TextInput, Textarea } from '@cabinet/shared/ui';

function Controlled({ maxLength, initial = '' }: { maxLength?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Квартира" hint="Номер или офис" maxLength={maxLength}>
      <TextInput value={value} onChange={(event) => setValue(event.target.value)} />
    </Field>
  );
}

describe('Field with a text control', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Квартира' });
    expect(input).toHaveAccessibleDescription('Номер или офис');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error instead of the hint, marks the control invalid and reads the error out', () => {
    render(
      <Field label="Телефон" hint="В формате +7" error="Это не номер Казахстана">
        <TextInput value="123" onChange={() => undefined} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Это не номер Казахстана');
    expect(screen.queryByText('В формате +7')).not.toBeInTheDocument();
  });

  it('takes no more than the limit and counts down from 80 % of it', async () => {
    render(<Controlled maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Квартира' });
    expect(input).toHaveAttribute('maxLength', '10');
    await userEvent.type(input, '1234567');
    expect(screen.queryByText(/Осталось/)).not.toBeInTheDocument();
    await userEvent.type(input, '8');
    expect(screen.getByText('Осталось 2 символа')).toBeInTheDocument();
    await userEvent.type(input, '90123');
    expect(input).toHaveValue('1234567890');
    expect(input).toHaveAccessibleDescription('Номер или офис Осталось 0 символов');
  });

  it('wires a text area and a select the same way', () => {
    render(
      <>
        <Field label="Комментарий" error="Слишком длинный">
          <Textarea value="" onChange={() => undefined} />
        </Field>
        <Field label="Город">
          <Select
            value="almaty"
            onChange={() => undefined}
            options={[
              { value: 'almaty', label: 'Алматы' },
              { value: 'astana', label: 'Астана' },
            ]}
          />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveAccessibleDescription(
      'Слишком длинный',
    );
    const city = screen.getByRole('combobox', { name: 'Город' });
    expect(city).toHaveValue('almaty');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Алматы', 'Астана']);
  });
});

describe('PhoneInput', () => {
  function Phone() {
    const [value, setValue] = useState('');
    return (
      <Field label="Телефон">
        <PhoneInput value={value} onChange={setValue} />
      </Field>
    );
  }

  it('asks for the phone keypad and writes a Kazakhstan number out once the field is left', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputMode', 'tel');
    await userEvent.type(input, '8 (701) 123-45-67');
    await userEvent.tab();
    expect(input).toHaveValue('+7 701 123 45 67');
  });

  it('leaves what is not a number as typed, for the form to explain', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '12345');
    await userEvent.tab();
    expect(input).toHaveValue('12345');
  });
});
