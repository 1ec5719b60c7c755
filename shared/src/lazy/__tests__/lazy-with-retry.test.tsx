import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyWithRetry } from '../lazy-with-retry';

function Part({ name }: { name: string }) {
  return <p>Карта {name}</p>;
}
function Unavailable({ name }: { name: string }) {
  return <p role="status">Карта {name} не загрузилась</p>;
}

function show(load: () => Promise<{ default: typeof Part }>) {
  const Lazy = lazyWithRetry(load, Unavailable);
  render(
    <Suspense fallback={<p>Загружаем…</p>}>
      <Lazy name="заказа" />
    </Suspense>,
  );
}

const chunkError = (): Promise<{ default: typeof Part }> =>
  Promise.reject(new Error('ChunkLoadError: Loading chunk route-map failed'));

describe('a part in a chunk of its own', () => {
  it('shows once its chunk arrives', async () => {
    show(() => Promise.resolve({ default: Part }));
    expect(await screen.findByText('Карта заказа')).toBeVisible();
  });

  it('is fetched once more after a failed fetch, and then shows', async () => {
    const load = jest
      .fn(chunkError)
      .mockImplementationOnce(chunkError)
      .mockResolvedValueOnce({ default: Part });
    show(load);
    expect(screen.getByText('Загружаем…')).toBeVisible();
    expect(await screen.findByText('Карта заказа', {}, { timeout: 2000 })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says it could not load after the second failure, instead of failing its screen', async () => {
    const load = jest.fn(chunkError);
    show(load);
    expect(await screen.findByRole('status', {}, { timeout: 2000 })).toHaveTextContent(
      'Карта заказа не загрузилась',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
