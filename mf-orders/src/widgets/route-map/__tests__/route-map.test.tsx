import { render, screen, within } from '@testing-library/react';

import '../../../shared/i18n';
import RouteMap, { type RouteMapProps } from '../ui/route-map';

const ZONE = {
  name: 'Алматы',
  polygon: [
    [76.74, 43.365],
    [77.09, 43.33],
    [77.0, 43.14],
    [76.7, 43.29],
  ] as [number, number][],
};

const POINTS: RouteMapProps['points'] = [
  { key: 1, lonLat: [76.876, 43.23], text: 'Розыбакиева, 1 (Выполнено)' },
  { key: 2, lonLat: [76.9574, 43.2397], text: 'Абая, 2 (Ожидает)' },
  { key: 3, lonLat: null, text: '' },
];

function renderMap(props: Partial<RouteMapProps> = {}) {
  return render(<RouteMap title="Карта заказа" points={POINTS} tilesUrl={null} zone={ZONE} {...props} />);
}

describe('route map', () => {
  it('summarises what it shows and lists the points for screen readers', () => {
    const { container } = renderMap();
    const map = screen.getByRole('img', {
      name: 'Карта заказа: точек на карте: 2, зона доставки Алматы',
    });
    expect(map).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Что на карте' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Точка 1: Розыбакиева, 1 (Выполнено)', 'Точка 2: Абая, 2 (Ожидает)', 'Зона доставки: Алматы']);
    // Two markers numbered 1 and 2, one route between them, the zone outline; plain background.
    expect(within(map as unknown as HTMLElement).getByText('1')).toBeInTheDocument();
    expect(within(map as unknown as HTMLElement).getByText('2')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-layer="route"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-layer="zone"]')).toHaveLength(1);
    expect(container.querySelectorAll('image')).toHaveLength(0);
  });

  it('shows the courier only when the position is known', () => {
    const { container, rerender } = renderMap();
    expect(container.querySelector('[data-layer="courier"]')).toBeNull();
    expect(screen.queryByText(/^Курьер/)).toBeNull();

    rerender(
      <RouteMap
        title="Карта заказа"
        points={POINTS}
        tilesUrl={null}
        zone={ZONE}
        courier={{ lonLat: [76.9, 43.235], name: 'Ержан' }}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Карта заказа: точек на карте: 2, зона доставки Алматы, курьер на карте',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Курьер: Ержан')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-layer="courier"]')).toHaveLength(1);
  });

  it('draws slippy-map tiles under the content when a tile source is set', () => {
    const { container } = renderMap({ tilesUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    const urls = [...container.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => /^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/.test(url ?? ''))).toBe(true);
  });

  it('follows the route order and announces an applied optimisation', () => {
    const three: RouteMapProps['points'] = [
      POINTS[0]!,
      POINTS[1]!,
      { key: 4, lonLat: [76.9, 43.25], text: 'Толе би, 4' },
    ];
    const { container } = renderMap({ points: three, routeOrder: [0, 2, 1], optimisationApplied: true });
    expect(screen.getByRole('img', { name: /маршрут оптимизирован/ })).toBeInTheDocument();
    const route = container.querySelector('[data-layer="route"]')?.getAttribute('points')?.split(' ') ?? [];
    const marker = (n: string) => {
      const label = within(screen.getByRole('img') as unknown as HTMLElement).getByText(n);
      return `${Number(label.getAttribute('x')).toFixed(1)},${(Number(label.getAttribute('y')) - 6).toFixed(1)}`;
    };
    expect(route).toEqual([marker('1'), marker('3'), marker('2')]);
  });

  it('shows the whole zone around a single point, and fits the route once there are two', () => {
    const pairs = (attribute: string | null | undefined) =>
      (attribute ?? '').split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
    const { container, rerender } = renderMap({ points: [POINTS[0]!, POINTS[2]!] });
    const zone = pairs(container.querySelector('[data-layer="zone"]')?.getAttribute('points'));
    expect(zone.every(([x, y]) => x >= 0 && x <= 640 && y >= 0 && y <= 360)).toBe(true);

    rerender(<RouteMap title="Карта заказа" points={POINTS} tilesUrl={null} zone={ZONE} />);
    const route = pairs(container.querySelector('[data-layer="route"]')?.getAttribute('points'));
    expect(Math.abs(route[1]![0] - route[0]![0])).toBeCloseTo(640 - 2 * 40, 0);
  });

  it('says so when no address is chosen yet', () => {
    renderMap({ points: [{ key: 1, lonLat: null, text: '' }], zone: null });
    expect(screen.getByRole('img', { name: 'Карта заказа: адреса ещё не указаны' })).toBeInTheDocument();
  });
});
