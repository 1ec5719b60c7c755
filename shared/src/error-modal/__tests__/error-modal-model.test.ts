import { allSettled, fork } from 'effector';

import {
  $errorModal,
  errorModalActions,
  errorModalClosed,
  errorModalShown,
  type ErrorModalContent,
} from '../error-modal-model';

describe('errorModalActions (§2 error modal buttons)', () => {
  it.each([
    // counter, status, contactSupport, reload, acknowledge
    [1, null, false, false, true],
    [2, null, true, false, true],
    [1, 400, false, false, true],
    [2, 400, true, false, true],
    [1, 499, false, false, true],
    [2, 499, true, false, true],
    [1, 500, false, true, false],
    [2, 500, true, true, false],
    [1, 503, false, true, false],
    [3, 503, true, true, false],
  ])(
    'counter %i, status %p: support %s, reload %s, acknowledge %s',
    (counter, status, contactSupport, reload, acknowledge) => {
      expect(errorModalActions({ counter, status })).toEqual({ contactSupport, reload, acknowledge });
    },
  );
});

describe('error modal store', () => {
  const content: ErrorModalContent = {
    title: 'Непредвиденная ошибка',
    text: 'Ошибка сервера',
    status: 500,
    counter: 1,
  };

  it('is empty until an error is shown, then holds what to show', async () => {
    const scope = fork();
    expect(scope.getState($errorModal)).toBeNull();

    await allSettled(errorModalShown, { scope, params: content });

    expect(scope.getState($errorModal)).toEqual(content);
  });

  it('is emptied when the modal is closed', async () => {
    const scope = fork({ values: [[$errorModal, content]] });

    await allSettled(errorModalClosed, { scope });

    expect(scope.getState($errorModal)).toBeNull();
  });
});
