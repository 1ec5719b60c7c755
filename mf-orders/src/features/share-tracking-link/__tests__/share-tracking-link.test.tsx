import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';

import { toastShown } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { copyLinkFx } from '../model/share-link-model';
import { ShareTrackingLink } from '../ui/share-tracking-link';

const LINK = `${window.location.origin}/tracking?token=tok-41`;

function renderShare(copy: (link: string) => Promise<void>) {
  const toasts: string[] = [];
  const scope = fork({ handlers: [[copyLinkFx, copy]] });
  createWatch({ unit: toastShown, scope, fn: (text) => toasts.push(text) });
  render(
    <Provider value={scope}>
      <ShareTrackingLink order={makeOrder(41, 'accepted')} />
    </Provider>,
  );
  return toasts;
}

describe('share the tracking link', () => {
  it('shows the public link and copies it with a toast', async () => {
    const user = userEvent.setup();
    const copy = jest.fn(async () => undefined);
    const toasts = renderShare(copy);
    const section = screen.getByRole('region', { name: 'Ссылка для отслеживания' });
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(section).toHaveTextContent('страница открывается без входа');
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(copy).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(toasts).toEqual(['Ссылка для отслеживания скопирована']));
  });

  it('says so when the clipboard refuses, in Kazakh too', async () => {
    await switchLanguage('kk');
    try {
      const user = userEvent.setup();
      const toasts = renderShare(async () => Promise.reject(new Error('denied')));
      await user.click(screen.getByRole('button', { name: 'Сілтемені көшіру' }));
      await waitFor(() =>
        expect(toasts).toEqual(['Сілтемені көшіру мүмкін болмады. Оны белгілеп, қолмен көшіріңіз.']),
      );
    } finally {
      await switchLanguage('ru');
    }
  });

  it('offers the device share sheet only where there is one', async () => {
    renderShare(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Поделиться' })).toBeNull();
  });
});
