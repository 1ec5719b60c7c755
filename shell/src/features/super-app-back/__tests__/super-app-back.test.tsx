import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { runtimeConfigLoaded } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';
import { switchLanguage, testRuntimeConfig } from '@cabinet/shared/testing';

import { SuperAppBack } from '../ui/super-app-back';

const HOST = 'http://localhost:8086';

/** The host page's back button, as the bridge carries it. */
const pressHostBack = (origin = HOST) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'super-app:back' } }));
  });

let postMessage: jest.SpyInstance;
beforeEach(() => {
  postMessage = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  act(() => runtimeConfigLoaded(testRuntimeConfig({ superAppOrigin: HOST })));
  window.history.replaceState(null, '', '/');
});
afterEach(() => postMessage.mockRestore());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SuperAppBack />
    </MemoryRouter>,
  );
}

describe('SuperAppBack', () => {
  it('tells the host the back button is the cabinet’s on the first screen', () => {
    renderAt('/mobile/menu');
    expect(postMessage).toHaveBeenCalledWith({ type: 'cabinet:back-reset', path: '/mobile/menu' }, HOST);
  });

  it('asks before leaving on the first screen, and stays when asked to', async () => {
    renderAt('/mobile/menu');
    pressHostBack();
    const dialog = await screen.findByRole('alertdialog', { name: 'Выйти из кабинета?' });
    expect(dialog).toHaveTextContent('Вы вернётесь на главный экран приложения.');
    expect(postMessage).toHaveBeenCalledWith({ type: 'cabinet:back-handled' }, HOST);

    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(postMessage).not.toHaveBeenCalledWith({ type: 'cabinet:close' }, HOST);
  });

  it('hands control back to the host when the user leaves', async () => {
    renderAt('/');
    pressHostBack();
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'cabinet:close' }, HOST);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('goes back inside the cabinet on a later screen', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.replaceState({ idx: 2 }, '', '/mobile/orders');
    renderAt('/mobile/orders');
    pressHostBack();
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    back.mockRestore();
  });

  it('ignores a back message from another origin', () => {
    renderAt('/mobile/menu');
    postMessage.mockClear();
    pressHostBack('http://evil.test');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('asks in Kazakh', async () => {
    await switchLanguage('kk');
    renderAt('/');
    pressHostBack();
    expect(await screen.findByRole('alertdialog', { name: 'Кабинеттен шығасыз ба?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Қалу' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Қалу' }));
    await switchLanguage('ru');
  });
});
