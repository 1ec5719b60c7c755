import { render, screen } from '@testing-library/react';

import { PinMapLazy } from '..';

// The pin map's chunk never comes (a deploy replaced it, the network dropped it).
jest.mock('../pin-map', () => {
  throw new Error('ChunkLoadError: Loading chunk pin-map failed');
});

describe('pin map in a chunk of its own', () => {
  it('says it did not load after one more try, instead of taking its form down', async () => {
    render(<PinMapLazy label="Метка" latitude={43.2} longitude={76.9} tilesUrl={null} onMoved={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем карту…');
    expect(await screen.findByText(/Карта не загрузилась/, {}, { timeout: 2000 })).toHaveTextContent(
      'Карта не загрузилась. Обновите страницу, чтобы попробовать снова.',
    );
  });
});
