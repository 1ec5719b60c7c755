import { render, screen } from '@testing-library/react';

import { lazyPart } from '../lazy-part';

function Part({ name }: { name: string }) {
  return <p>Форма {name}</p>;
}
function Loading() {
  return <p role="status">Открываем форму…</p>;
}
function Unavailable({ name }: { name: string }) {
  return <p role="alert">Форма {name} не открылась</p>;
}

describe('a part with its own loading state', () => {
  it('shows its loading state until its chunk arrives, then the part with its props', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const Lazy = lazyPart(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)), {
      Loading,
      Unavailable,
    });
    render(<Lazy name="адреса" />);
    expect(screen.getByRole('status')).toHaveTextContent('Открываем форму…');
    arrive({ default: Part });
    expect(await screen.findByText('Форма адреса')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it could not load after a second failure, with the props it was given', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError: Loading chunk failed')));
    const Lazy = lazyPart<{ name: string }>(load, { Loading, Unavailable });
    render(<Lazy name="адреса" />);
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Форма адреса не открылась',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
