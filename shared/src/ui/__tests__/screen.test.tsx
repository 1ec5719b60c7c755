import { render, screen } from '@testing-library/react';

import { Screen } from '..';

describe('Screen', () => {
  it('names itself with an h2 under the page’s h1, with its actions and content', () => {
    render(
      <Screen title="Склады" actions={<button type="button">Добавить склад</button>}>
        <p>Список</p>
      </Screen>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Склады' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить склад' })).toBeInTheDocument();
    expect(screen.getByText('Список')).toBeInTheDocument();
  });
});
