import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  $errorModal,
  errorModalClosed,
  errorModalShown,
  runtimeConfigLoaded,
  type ErrorModalContent,
  type RuntimeConfig,
} from '@cabinet/shared';

import ErrorModal from '../error-modal';

const config = {
  supportChat: { url: 'http://support.test/chat' },
} as RuntimeConfig;

const show = (content: Partial<ErrorModalContent> = {}) =>
  act(() =>
    errorModalShown({
      title: 'Непредвиденная ошибка',
      text: 'Адрес вне зоны доставки',
      status: 400,
      counter: 1,
      ...content,
    }),
  );

beforeAll(() => runtimeConfigLoaded(config));
afterEach(() => {
  act(() => errorModalClosed());
  jest.restoreAllMocks();
});

describe('ErrorModal', () => {
  it('shows nothing while there is no error', () => {
    render(<ErrorModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title and text of the error in a dialog', () => {
    render(<ErrorModal />);
    show();
    const dialog = screen.getByRole('dialog', { name: 'Непредвиденная ошибка' });
    expect(dialog).toHaveAccessibleDescription('Адрес вне зоны доставки');
  });

  it('closes when the user acknowledges', async () => {
    render(<ErrorModal />);
    show();

    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect($errorModal.getState()).toBeNull();
  });

  it('closes on Esc', async () => {
    render(<ErrorModal />);
    show();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect($errorModal.getState()).toBeNull();
  });

  it.each([500, 503])('offers a reload instead of acknowledge for status %i', (status) => {
    render(<ErrorModal />);
    show({ status });
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Понятно' })).not.toBeInTheDocument();
  });

  it.each([500, 503])(
    'can always be closed with a button for status %i, not only with Esc',
    async (status) => {
      render(<ErrorModal />);
      show({ status, counter: 2 });

      await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect($errorModal.getState()).toBeNull();
    },
  );

  it.each([null, 400, 499])('offers no reload for status %p', (status) => {
    render(<ErrorModal />);
    show({ status });
    expect(screen.queryByRole('button', { name: 'Перезагрузить страницу' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeInTheDocument();
  });

  it('offers no support button for a first error', () => {
    render(<ErrorModal />);
    show({ counter: 1 });
    expect(screen.queryByRole('button', { name: 'Написать в поддержку' })).not.toBeInTheDocument();
  });

  it('offers support for a repeated error and opens the chat in a new tab', async () => {
    const openWindow = jest.spyOn(window, 'open').mockReturnValue(null);
    render(<ErrorModal />);
    show({ counter: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Написать в поддержку' }));

    expect(openWindow).toHaveBeenCalledWith('http://support.test/chat', '_blank', 'noopener');
  });

  it('keeps focus inside the dialog', () => {
    render(<ErrorModal />);
    show();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
