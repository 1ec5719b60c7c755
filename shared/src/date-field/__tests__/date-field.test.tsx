import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { langChanged, loadLanguage } from '@cabinet/shared';

import { DateField } from '../date-field';

function Harness({
  initial = '',
  onChange,
  min,
  max,
}: {
  initial?: string;
  onChange?: (v: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Дата доставки"
        value={value}
        {...(min ? { min } : {})}
        {...(max ? { max } : {})}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

afterEach(() => act(() => langChanged('ru')));

describe('DateField', () => {
  it('takes a day typed as dd.mm.yyyy', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Дата доставки');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await userEvent.type(input, '23.11.2026{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
    expect(input).toHaveValue('23.11.2026');
  });

  it('explains a day that does not exist and keeps the old value', async () => {
    const onChange = jest.fn();
    render(<Harness initial="2026-11-20" onChange={onChange} />);
    const input = screen.getByLabelText('Дата доставки');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Введите дату в формате дд.мм.гггг');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-20');
  });

  it('refuses a day outside min and max with the limit in the message', async () => {
    const onChange = jest.fn();
    render(<Harness min="2026-11-22" max="2026-12-22" onChange={onChange} />);
    const input = screen.getByLabelText('Дата доставки');
    await userEvent.type(input, '21.11.2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Дата не может быть раньше 22.11.2026');
    await userEvent.clear(input);
    await userEvent.type(input, '01.01.2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Дата не может быть позже 22.12.2026');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a day in the calendar, which closes and hands the day back', async () => {
    render(<Harness initial="2026-11-20" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь: Дата доставки' }));
    const calendar = await screen.findByRole('dialog', { name: 'Календарь: Дата доставки' });
    const grid = await within(calendar).findByRole('grid');
    expect(grid).toHaveAccessibleName(/ноябрь 2026/i);
    await userEvent.click(within(grid).getByRole('button', { name: /25 ноября 2026/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-25');
    expect(screen.getByLabelText('Дата доставки')).toHaveValue('25.11.2026');
  });

  it('speaks Kazakh when the cabinet does', async () => {
    await loadLanguage('kk');
    act(() => langChanged('kk'));
    render(<Harness initial="2026-11-20" />);
    expect(screen.getByLabelText('Дата доставки')).toHaveAttribute('placeholder', 'кк.аа.жжжж');
    await userEvent.click(screen.getByRole('button', { name: 'Күнтізбені ашу: Дата доставки' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/қараша 2026/i);
  });
});
