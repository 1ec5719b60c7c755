import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Button, buttonLook } from '../button/button';

describe('Button', () => {
  it('is a plain button, so it never submits a form by accident', async () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const click = jest.fn();
    render(
      <form onSubmit={submit}>
        <Button onClick={click}>Повторить</Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Повторить' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);

    expect(click).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits when asked to be a submit button', async () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button type="submit">Сохранить</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while disabled', async () => {
    const click = jest.fn();
    render(
      <Button disabled onClick={click}>
        Загружаем…
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Загружаем…' }));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(click).not.toHaveBeenCalled();
  });

  it('lends its look to a link, which keeps its link role', () => {
    render(
      <>
        <Button variant="secondary">Выйти</Button>
        <a href="/" {...buttonLook('secondary', 'extra')}>
          На главную
        </a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Выйти' });
    const link = screen.getByRole('link', { name: 'На главную' });
    expect(link.className).toBe(`${button.className} extra`);
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });
});
