import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { $details, $now, TimeSection } from '..';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

describe('planned time picker', () => {
  it('keeps a picked day that has no free time on screen, says so, and forgets the time of the day before', async () => {
    // 20:40 in Almaty: nothing is left today (30 minutes ahead is past 21:00).
    const scope = fork({ values: [[$now, Date.parse('2026-11-22T15:40:00Z')]] });
    render(
      <Provider value={scope}>
        <TimeSection />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Запланировать' }));
    const date = await screen.findByRole('textbox', { name: 'Дата' });
    await userEvent.clear(date);
    await userEvent.type(date, '23.11.2026{Enter}');
    const time = screen.getByRole('combobox', { name: 'Время' });
    await userEvent.selectOptions(time, '12:30');
    expect(scope.getState($details).datetime).toBe('2026-11-23T12:30:00+05:00');

    await userEvent.clear(date);
    await userEvent.type(date, '22.11.2026{Enter}');
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('22.11.2026');
    expect(time).toBeDisabled();
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['В этот день свободного времени нет']);
    expect(scope.getState($details)).toMatchObject({ deliveryTimeType: 2, datetime: null });
    expect(screen.queryByText(/Курьер приедет/)).not.toBeInTheDocument();
  });
});
