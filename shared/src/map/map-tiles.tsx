import { tilesFor } from './tiles';
import type { MapView } from './projection';

/**
 * The slippy-map tiles under a view, as SVG images in the view's box (the route map and the pin
 * map draw them the same way); nothing without a tile source, the map keeps its plain background.
 */
export function MapTiles({ view, tilesUrl }: { view: MapView | null; tilesUrl: string | null }) {
  if (!view || !tilesUrl) return null;
  return (
    <>
      {tilesFor(view, tilesUrl).map((tile) => (
        <image
          key={tile.url + tile.x}
          href={tile.url}
          x={tile.x}
          y={tile.y}
          width={tile.size}
          height={tile.size}
          preserveAspectRatio="none"
        />
      ))}
    </>
  );
}
