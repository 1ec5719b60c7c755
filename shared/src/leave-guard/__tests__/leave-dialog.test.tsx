import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LeaveDialog } from '../leave-dialog';

const texts = {
  title: 'Уйти без сохранения?',
  description: 'Изменения не сохранены и пропадут.',
  leaveLabel: 'Уйти',
  stayLabel: 'Остаться',
};

describe('LeaveDialog', () => {
  it('asks nothing while the guard does not ask', () => {
    render(<LeaveDialog guard={{ asking: false, leave: jest.fn(), stay: jest.fn() }} {...texts} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks while the guard asks, and leaves or stays as answered', async () => {
    const guard = { asking: true, leave: jest.fn(), stay: jest.fn() };
    const { rerender } = render(<LeaveDialog guard={guard} {...texts} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(dialog).toHaveAccessibleDescription('Изменения не сохранены и пропадут.');
    await userEvent.click(screen.getByRole('button', { name: 'Уйти' }));
    expect(guard.leave).toHaveBeenCalledTimes(1);

    rerender(<LeaveDialog guard={{ ...guard }} {...texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(guard.stay).toHaveBeenCalled();
  });
});
