import type { LonLat } from '@cabinet/shared/contract';

/** Pixels of the whole world at zoom 0 (one 256-pixel tile). */
export const TILE_SIZE = 256;
/** Closest zoom a fit may reach (~2 km across the map): close points keep some street context. */
export const MAX_ZOOM = 15;
/** Web Mercator stops at ±85.0511° (the world is square there). */
const MAX_LATITUDE = 85.05112878;

export interface Box {
  width: number;
  height: number;
  /** Free space kept around the content on every side. */
  pad: number;
}

export interface Pixel {
  x: number;
  y: number;
}

/** Web Mercator: `[lon, lat]` → world pixels at zoom 0 (x and y in 0..256, y down). */
export function mercator([lon, lat]: LonLat): Pixel {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * TILE_SIZE,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE,
  };
}

/** The inverse of `mercator`: world pixels at zoom 0 → `[lon, lat]`. */
export function inverseMercator({ x, y }: Pixel): LonLat {
  const lon = (x / TILE_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE_SIZE;
  const lat = (Math.atan(Math.sinh(n)) * 180) / Math.PI;
  return [lon, lat];
}

/** A view of the world fitted to some content: its (fractional) zoom and where it is centred. */
export interface MapView {
  box: Box;
  zoom: number;
  /** World pixel at zoom 0 in the middle of the box. */
  center: Pixel;
}

/** The largest zoom (≤ MAX_ZOOM) at which every coordinate fits inside the box minus its padding. */
export function fitView(coordinates: readonly LonLat[], box: Box): MapView | null {
  if (coordinates.length === 0) return null;
  const pixels = coordinates.map(mercator);
  const xs = pixels.map((pixel) => pixel.x);
  const ys = pixels.map((pixel) => pixel.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scaleX = (box.width - 2 * box.pad) / (maxX - minX);
  const scaleY = (box.height - 2 * box.pad) / (maxY - minY);
  const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.log2(Math.min(scaleX, scaleY))));
  return { box, zoom, center: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 } };
}

/** Where a coordinate lands in the box of a view. */
export function project(view: MapView, coordinate: LonLat): Pixel {
  const scale = 2 ** view.zoom;
  const world = mercator(coordinate);
  return {
    x: view.box.width / 2 + (world.x - view.center.x) * scale,
    y: view.box.height / 2 + (world.y - view.center.y) * scale,
  };
}

/** The coordinate under a point of the box of a view: where a dragged pin was dropped. */
export function unproject(view: MapView, { x, y }: Pixel): LonLat {
  const scale = 2 ** view.zoom;
  return inverseMercator({
    x: view.center.x + (x - view.box.width / 2) / scale,
    y: view.center.y + (y - view.box.height / 2) / scale,
  });
}
