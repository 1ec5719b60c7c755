import { fitView, inverseMercator, MAX_ZOOM, mercator, project, unproject } from '../projection';
import { tilesFor, tileUrl } from '../tiles';

const BOX = { width: 640, height: 360, pad: 32 };

describe('Web Mercator projection', () => {
  it('puts the origin in the middle of the world and the poles at its edges', () => {
    expect(mercator([0, 0])).toEqual({ x: 128, y: 128 });
    expect(mercator([-180, 85.05112878]).x).toBe(0);
    expect(mercator([-180, 85.05112878]).y).toBeCloseTo(0, 6);
    expect(mercator([180, -89]).y).toBeCloseTo(256, 6);
  });

  it('fits the content inside the box minus its padding, centred', () => {
    const points: [number, number][] = [
      [76.876, 43.23],
      [76.9574, 43.2397],
    ];
    const view = fitView(points, BOX);
    expect(view).not.toBeNull();
    const [a, b] = points.map((point) => project(view!, point));
    // The wider side (longitude here) spans exactly the box minus the padding.
    expect(Math.abs(b!.x - a!.x)).toBeCloseTo(BOX.width - 2 * BOX.pad, 6);
    expect((a!.x + b!.x) / 2).toBeCloseTo(BOX.width / 2, 6);
    expect((a!.y + b!.y) / 2).toBeCloseTo(BOX.height / 2, 6);
    // North is up.
    expect(b!.y).toBeLessThan(a!.y);
  });

  it('does not zoom in forever on one point, and has nothing to fit without content', () => {
    const view = fitView([[76.95, 43.24]], BOX);
    expect(view?.zoom).toBe(MAX_ZOOM);
    expect(project(view!, [76.95, 43.24])).toEqual({ x: 320, y: 180 });
    expect(fitView([], BOX)).toBeNull();
  });

  it('finds the coordinate under a point of the box: the way back of project', () => {
    expect(inverseMercator(mercator([76.9286, 43.2567]))).toEqual([
      expect.closeTo(76.9286, 9),
      expect.closeTo(43.2567, 9),
    ]);
    const view = { box: BOX, zoom: 16, center: mercator([76.95, 43.24]) };
    expect(unproject(view, { x: 320, y: 180 })).toEqual([expect.closeTo(76.95, 9), expect.closeTo(43.24, 9)]);
    const [lon, lat] = unproject(view, { x: 400, y: 100 });
    const back = project(view, [lon, lat]);
    expect(back.x).toBeCloseTo(400, 6);
    expect(back.y).toBeCloseTo(100, 6);
    expect(lat).toBeGreaterThan(43.24);
  });
});

describe('slippy-map tiles', () => {
  it('fills the {z}/{x}/{y} template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { z: 12, x: 2922, y: 1510 })).toBe(
      'https://tiles.example/12/2922/1510.png',
    );
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 1, x: 0, y: 1 })).toBe(
      'https://b.tile.example/1/0/1.png',
    );
  });

  it('covers the view with the tiles of the integer zoom below, placed where the projection puts them', () => {
    const almaty: [number, number] = [76.9286, 43.2567];
    const view = { box: BOX, zoom: 12.5, center: mercator(almaty) };
    const tiles = tilesFor(view, '{z}/{x}/{y}');
    // Zoom 12 tile of this place (standard slippy-map formula).
    const n = 2 ** 12;
    const tx = Math.floor(((almaty[0] + 180) / 360) * n);
    const latRad = (almaty[1] * Math.PI) / 180;
    const ty = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
    const centre = tiles.find((tile) => tile.url === `12/${tx}/${ty}`);
    expect(centre).toBeDefined();
    // Drawn 2^0.5 times bigger than 256 px, and it holds the centre of the box.
    expect(centre!.size).toBeCloseTo(256 * Math.SQRT2, 6);
    expect(centre!.x).toBeLessThanOrEqual(320);
    expect(centre!.x + centre!.size).toBeGreaterThan(320);
    expect(centre!.y).toBeLessThanOrEqual(180);
    expect(centre!.y + centre!.size).toBeGreaterThan(180);
    // Together the tiles cover the whole box.
    expect(Math.min(...tiles.map((tile) => tile.x))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.x + tile.size))).toBeGreaterThanOrEqual(640);
    expect(Math.min(...tiles.map((tile) => tile.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.y + tile.size))).toBeGreaterThanOrEqual(360);
  });

  it('wraps x around the antimeridian and drops rows beyond the poles', () => {
    const view = { box: BOX, zoom: 1, center: mercator([180, 80]) };
    const urls = tilesFor(view, '{z}/{x}/{y}').map((tile) => tile.url);
    expect(urls).toEqual(expect.arrayContaining(['1/1/0', '1/0/0']));
    expect(urls.every((url) => /^1\/[01]\/[01]$/.test(url))).toBe(true);
  });
});
