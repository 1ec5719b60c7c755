import { allSettled, fork } from 'effector';

import { TOAST_LIFETIME_MS } from '../../constants';
import { $toasts, toastClosed, toastShown } from '../toasts-model';

describe('toasts (§1, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the 5000 ms lifetime of §9', () => {
    expect(TOAST_LIFETIME_MS).toBe(5000);
  });

  it('adds a toast with an id and the content', () => {
    const scope = fork();

    void allSettled(toastShown, { scope, params: 'Адрес сохранён' });

    const toasts = scope.getState($toasts);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toEqual({ id: expect.any(String), content: 'Адрес сохранён' });
    expect(toasts[0]?.id).not.toBe('');
  });

  it('stacks two toasts oldest first, each with its own id', () => {
    const scope = fork();

    void allSettled(toastShown, { scope, params: 'Первое' });
    void allSettled(toastShown, { scope, params: 'Второе' });

    const toasts = scope.getState($toasts);
    expect(toasts.map((toast) => toast.content)).toEqual(['Первое', 'Второе']);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(2);
  });

  it('removes a toast after exactly 5000 ms and not before', async () => {
    const scope = fork();
    const settled = allSettled(toastShown, { scope, params: 'Заказ создан' });

    await jest.advanceTimersByTimeAsync(4999);
    expect(scope.getState($toasts)).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('expires each toast on its own clock', async () => {
    const scope = fork();
    void allSettled(toastShown, { scope, params: 'Первое' });
    await jest.advanceTimersByTimeAsync(2000);
    void allSettled(toastShown, { scope, params: 'Второе' });

    await jest.advanceTimersByTimeAsync(3000);
    expect(scope.getState($toasts).map((toast) => toast.content)).toEqual(['Второе']);

    await jest.advanceTimersByTimeAsync(2000);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('removes only the clicked toast at once', async () => {
    const scope = fork();
    void allSettled(toastShown, { scope, params: 'Первое' });
    void allSettled(toastShown, { scope, params: 'Второе' });
    const [first] = scope.getState($toasts);

    // allSettled also waits for the pending lifetime timers, so check before any time passes.
    const closing = allSettled(toastClosed, { scope, params: first!.id });
    expect(scope.getState($toasts).map((toast) => toast.content)).toEqual(['Второе']);

    await jest.advanceTimersByTimeAsync(5000);
    await closing;
    expect(scope.getState($toasts)).toEqual([]);
  });
});
