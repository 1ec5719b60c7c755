import { render, screen } from '@testing-library/react';

import { EmptyState } from '../empty-state/empty-state';

describe('EmptyState', () => {
  it('shows the title as a level-2 heading and the text', () => {
    render(<EmptyState title="Страница не найдена" text="Такой страницы нет." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Такой страницы нет.')).toBeInTheDocument();
  });

  it('can use a level-3 heading inside a section', () => {
    render(<EmptyState title="Складов пока нет" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Складов пока нет' })).toBeInTheDocument();
  });

  it('announces a failure as an alert with its action', () => {
    render(
      <EmptyState
        role="alert"
        title="Раздел временно недоступен"
        text="Не удалось загрузить этот раздел."
        action={<button type="button">Повторить</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Раздел временно недоступен');
    expect(alert).toHaveTextContent('Не удалось загрузить этот раздел.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('is not announced when no role is given', () => {
    render(<EmptyState title="Заказов нет" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
