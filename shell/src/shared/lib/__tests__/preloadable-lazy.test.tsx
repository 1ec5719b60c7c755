import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { preloadableLazy } from '../preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

describe('preloadableLazy: a lazy component that can be loaded before its first render', () => {
  it('loaded before it mounts: renders at once, its boundary never shows the loading state', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy name="Айгерим" />
      </Suspense>,
    );
    expect(screen.getByText('Здравствуйте, Айгерим')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
  });

  it('not loaded yet: the boundary shows its loading state until the module is in', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    const Lazy = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy name="Айгерим" />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => resolve({ default: Greeting }));
    expect(await screen.findByText('Здравствуйте, Айгерим')).toBeInTheDocument();
    // The render and an earlier or later preload share one load.
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again by the next one', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy name="Ерлан" />);
    expect(screen.getByText('Здравствуйте, Ерлан')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
