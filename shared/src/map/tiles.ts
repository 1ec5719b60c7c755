import { TILE_SIZE, type MapView } from './projection';

/** Slippy-map tile address. */
interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** One tile to draw: its URL and its square in the box. */
interface PlacedTile {
  url: string;
  x: number;
  y: number;
  size: number;
}

/** Fills a `{z}/{x}/{y}` template (`{s}` picks a subdomain, as tile servers expect). */
export function tileUrl(template: string, { z, x, y }: TileAddress): string {
  return template
    .replace(/\{z\}/g, String(z))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y))
    .replace(/\{s\}/g, 'abc'[Math.abs(x + y) % 3] ?? 'a');
}

/**
 * The tiles covering a view: at the integer zoom below the view's, scaled up to match it; x wraps
 * around the antimeridian, rows beyond the poles are left out.
 */
export function tilesFor(view: MapView, template: string): PlacedTile[] {
  const z = Math.floor(view.zoom);
  const count = 2 ** z;
  const scale = 2 ** view.zoom;
  /** One tile of zoom z, in world pixels at zoom 0 and in box pixels. */
  const worldSize = TILE_SIZE / count;
  const size = worldSize * scale;
  const left = view.center.x - view.box.width / 2 / scale;
  const top = view.center.y - view.box.height / 2 / scale;
  const right = view.center.x + view.box.width / 2 / scale;
  const bottom = view.center.y + view.box.height / 2 / scale;
  const tiles: PlacedTile[] = [];
  for (
    let ty = Math.max(0, Math.floor(top / worldSize));
    ty <= Math.min(count - 1, Math.floor(bottom / worldSize));
    ty++
  ) {
    for (let tx = Math.floor(left / worldSize); tx <= Math.floor(right / worldSize); tx++) {
      tiles.push({
        url: tileUrl(template, { z, x: ((tx % count) + count) % count, y: ty }),
        x: (tx * worldSize - left) * scale,
        y: (ty * worldSize - top) * scale,
        size,
      });
    }
  }
  return tiles;
}
