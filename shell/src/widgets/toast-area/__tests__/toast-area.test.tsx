import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { $toasts, toastClosed, toastShown } from '@cabinet/shared';

import { ToastArea } from '../toast-area';

afterEach(() => {
  act(() => $toasts.getState().forEach((toast) => toastClosed(toast.id)));
  jest.useRealTimers();
});

describe('ToastArea', () => {
  it('reads toasts out politely in a labelled status region, oldest first', () => {
    render(<ToastArea />);
    act(() => {
      toastShown('Адрес сохранён');
      toastShown('Заказ создан');
    });

    const region = screen.getByRole('status', { name: 'Уведомления' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(
      within(region)
        .getAllByRole('button')
        .map((toast) => toast.textContent),
    ).toEqual(['Адрес сохранён', 'Заказ создан']);
  });

  it('removes only the clicked toast, at once', async () => {
    render(<ToastArea />);
    act(() => {
      toastShown('Адрес сохранён');
      toastShown('Заказ создан');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Адрес сохранён' }));

    expect(screen.queryByRole('button', { name: 'Адрес сохранён' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказ создан' })).toBeInTheDocument();
  });

  it('tells the user a toast closes on click', () => {
    render(<ToastArea />);
    act(() => toastShown('Адрес сохранён'));
    expect(screen.getByRole('button', { name: 'Адрес сохранён' })).toHaveAttribute(
      'title',
      'Закрыть уведомление',
    );
  });

  it('lets a toast disappear by itself after 5 s', async () => {
    jest.useFakeTimers();
    render(<ToastArea />);
    act(() => toastShown('Заказ создан'));

    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(screen.getByRole('button', { name: 'Заказ создан' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('button', { name: 'Заказ создан' })).not.toBeInTheDocument();
  });
});
