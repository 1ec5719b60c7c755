import { allSettled, fork } from 'effector';

import { $runtimeConfig } from '@cabinet/shared';
import { testRuntimeConfig } from '@cabinet/shared/testing';

import {
  $exitDialogMounted,
  $exitDialogOpen,
  exitCancelled,
  exitConfirmed,
  goBackFx,
  hostBackPressed,
  superAppNavigated,
  tellHostFx,
} from '../model/super-app-back-model';

const HOST = 'http://localhost:8086';

function inSuperApp(values: Array<[typeof $exitDialogOpen, boolean]> = []) {
  const goBack = jest.fn();
  const tellHost = jest.fn();
  const scope = fork({
    values: [[$runtimeConfig, testRuntimeConfig({ superAppOrigin: HOST })], ...values],
    handlers: [
      [goBackFx, goBack],
      [tellHostFx, tellHost],
    ],
  });
  return { scope, goBack, tellHost };
}

describe('the super-app back button (§1, §2, §4)', () => {
  it('gives the back button back to the cabinet on every navigation', async () => {
    const { scope, tellHost } = inSuperApp();
    await allSettled(superAppNavigated, { scope, params: '/mobile/menu' });
    await allSettled(superAppNavigated, { scope, params: '/mobile/orders?tab=planned' });
    expect(tellHost.mock.calls.map(([call]) => call)).toEqual([
      { origin: HOST, message: { type: 'cabinet:back-reset', path: '/mobile/menu' } },
      { origin: HOST, message: { type: 'cabinet:back-reset', path: '/mobile/orders?tab=planned' } },
    ]);
  });

  it('goes back inside the cabinet after a navigation, and tells the host it did', async () => {
    const { scope, goBack, tellHost } = inSuperApp();
    await allSettled(hostBackPressed, { scope, params: { canGoBack: true } });
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(scope.getState($exitDialogOpen)).toBe(false);
    expect(tellHost).toHaveBeenCalledWith({ origin: HOST, message: { type: 'cabinet:back-handled' } });
  });

  it('asks before leaving on the first screen; staying keeps the user in the cabinet', async () => {
    const { scope, goBack, tellHost } = inSuperApp();
    await allSettled(hostBackPressed, { scope, params: { canGoBack: false } });
    expect(goBack).not.toHaveBeenCalled();
    expect(scope.getState($exitDialogOpen)).toBe(true);
    expect(scope.getState($exitDialogMounted)).toBe(true);
    expect(tellHost).toHaveBeenCalledWith({ origin: HOST, message: { type: 'cabinet:back-handled' } });

    await allSettled(exitCancelled, { scope });
    expect(scope.getState($exitDialogOpen)).toBe(false);
    expect(tellHost).not.toHaveBeenCalledWith({ origin: HOST, message: { type: 'cabinet:close' } });
  });

  it('hands control back to the host when the user confirms', async () => {
    const { scope, tellHost } = inSuperApp([[$exitDialogOpen, true]]);
    await allSettled(exitConfirmed, { scope });
    expect(tellHost).toHaveBeenLastCalledWith({ origin: HOST, message: { type: 'cabinet:close' } });
    expect(scope.getState($exitDialogOpen)).toBe(false);
  });

  it('closes the dialog when back is pressed again while it asks', async () => {
    const { scope, goBack } = inSuperApp([[$exitDialogOpen, true]]);
    await allSettled(hostBackPressed, { scope, params: { canGoBack: false } });
    expect(scope.getState($exitDialogOpen)).toBe(false);
    expect(goBack).not.toHaveBeenCalled();
  });

  it('closes the dialog on a navigation (the handler is reset)', async () => {
    const { scope } = inSuperApp([[$exitDialogOpen, true]]);
    await allSettled(superAppNavigated, { scope, params: '/mobile/menu' });
    expect(scope.getState($exitDialogOpen)).toBe(false);
  });

  it('tells nothing to anybody without a configured super-app origin', async () => {
    const tellHost = jest.fn();
    const scope = fork({
      values: [[$runtimeConfig, testRuntimeConfig({ superAppOrigin: null })]],
      handlers: [
        [tellHostFx, tellHost],
        [goBackFx, jest.fn()],
      ],
    });
    await allSettled(superAppNavigated, { scope, params: '/' });
    await allSettled(hostBackPressed, { scope, params: { canGoBack: true } });
    await allSettled(exitConfirmed, { scope });
    expect(tellHost).not.toHaveBeenCalled();
  });

  it('posts to the host page, only to the super-app origin', async () => {
    const postMessage = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    await tellHostFx({ origin: HOST, message: { type: 'cabinet:close' } });
    expect(postMessage).toHaveBeenCalledWith({ type: 'cabinet:close' }, HOST);
    postMessage.mockRestore();
  });
});
