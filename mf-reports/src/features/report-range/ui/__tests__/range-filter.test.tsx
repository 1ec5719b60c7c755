import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import '../../../../shared/i18n';
import { freezeDateAt } from '../../../../shared/testing';
import { RangeFilter } from '../range-filter';

// 11:00 in Almaty on 25 November 2026.
freezeDateAt('2026-11-25T06:00:00Z');

describe('the range of days', () => {
  it('names only the day typed, so a start and an end typed before the range re-renders both stay', async () => {
    const onChange = jest.fn();
    // The range is not re-rendered between the two days, as when the URL's update is still pending.
    render(<RangeFilter range={{ from: '2026-10-25', to: '2026-11-25' }} onChange={onChange} />);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Дата с' }),
      '{Control>}a{/Control}01.11.2026{Enter}',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Дата по' }),
      '{Control>}a{/Control}20.11.2026{Enter}',
    );

    // Leaving the start field commits it again (its value has not come back yet): the same change.
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-01' });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-11-20' });
    expect(onChange.mock.calls.map(([change]) => Object.keys(change as object))).not.toContainEqual([
      'from',
      'to',
    ]);
  });

  it('goes back to the last month in one change', async () => {
    const onChange = jest.fn();
    render(<RangeFilter range={{ from: '2026-09-01', to: '2026-09-30' }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Последний месяц' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-10-25', to: '2026-11-25' });
  });
});
