import { render, screen } from '@testing-library/react';

import { Card } from '@cabinet/shared/ui';

describe('Card without a heading', () => {
  it('is a region named by its label; a heading, when it has one, names it instead', () => {
    render(
      <>
        <Card label="Итого">
          <p>1500 ₸</p>
        </Card>
        <Card title="Оплата" label="не используется">
          <p>С баланса</p>
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('1500 ₸');
    expect(screen.getByRole('region', { name: 'Оплата' })).not.toHaveAttribute('aria-label');
  });
});
