import { render, screen } from '@testing-library/react';

import { Spinner } from '../spinner/spinner';

describe('Spinner', () => {
  it('tells screen readers what is loading', () => {
    render(<Spinner label="Загрузка…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });
});
