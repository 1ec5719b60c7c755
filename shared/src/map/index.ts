/**
 * The maps' plumbing: Web Mercator, slippy-map tiles and what shows when a map's chunk did not come.
 * Stateless and not a federated module: each app bundles what it uses (the order and tracking maps
 * of mf-orders, the address picker's pin map).
 */
export { MAX_ZOOM, TILE_SIZE, fitView, inverseMercator, mercator, project, unproject } from './projection';
export type { Box, MapView, Pixel } from './projection';
export { tileUrl, tilesFor } from './tiles';
export { MapTiles } from './map-tiles';
export { MapUnavailable } from './map-unavailable';
