import { memo, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { MapTiles, mercator, unproject, type Box, type MapView, type Pixel } from '@cabinet/shared/map';

import { ADDRESS_PICKER_NAMESPACE } from './strings';
import styles from './pin-map.module.css';

export interface PinMapProps {
  /** The pin's accessible name ("Метка склада на карте"). */
  label: string;
  /** Where the pin stands; null (either) until an address is picked: the map says so. */
  latitude: number | null;
  longitude: number | null;
  /** The pin was dropped elsewhere (dragged, or moved with the arrow keys). */
  onMoved: (latitude: number, longitude: number) => void;
  /** `{z}/{x}/{y}` tile template, or null for a plain background. */
  tilesUrl: string | null;
}

/** The map's box in SVG units; it scales to the width of its container (2 : 1). */
const BOX: Box = { width: 480, height: 240, pad: 0 };
/** Street level: a few blocks around the pin, one box pixel ≈ 2 m. */
const ZOOM = 16;
/** How far one press of an arrow key moves the pin, in box pixels (with Shift: five times that). */
export const PIN_STEP = 8;
const CENTRE: Pixel = { x: BOX.width / 2, y: BOX.height / 2 };

const KEY_STEPS: Record<string, Pixel> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** Six decimals: about 10 cm, finer than anyone drops a pin. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * A small map centred on a coordinate, with a pin that is dragged (mouse, touch, pen) or moved with
 * the arrow keys; each drop is reported through `onMoved` and the map then centres on the new spot.
 */
function PinMap({ label, latitude, longitude, onMoved, tilesUrl }: PinMapProps) {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  /** Where the pin is while it is dragged, in box pixels; null when it stands on its coordinate. */
  const [dragged, setDragged] = useState<Pixel | null>(null);

  if (latitude === null || longitude === null) {
    return (
      <div className={styles.frame}>
        <p className={styles.empty} role="status">
          {t('pinEmpty')}
        </p>
      </div>
    );
  }

  const view: MapView = { box: BOX, zoom: ZOOM, center: mercator([longitude, latitude]) };
  const drop = (pixel: Pixel) => {
    const [lon, lat] = unproject(view, pixel);
    onMoved(rounded(lat), rounded(lon));
  };

  /** The pointer's place in box pixels, kept inside the map. */
  const boxPixel = (event: PointerEvent<HTMLElement>): Pixel | null => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    if (!Number.isFinite(event.clientX) || !Number.isFinite(event.clientY)) return null;
    return {
      x: clamp(((event.clientX - rect.left) / rect.width) * BOX.width, BOX.width),
      y: clamp(((event.clientY - rect.top) / rect.height) * BOX.height, BOX.height),
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    // The arrows move the pin, not the page.
    event.preventDefault();
    const distance = event.shiftKey ? PIN_STEP * 5 : PIN_STEP;
    drop({ x: CENTRE.x + step.x * distance, y: CENTRE.y + step.y * distance });
  };

  const at = dragged ?? CENTRE;
  return (
    <div className={styles.map}>
      <div ref={frame} className={styles.frame} data-tiles={tilesUrl ? 'tiles' : 'plain'}>
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} aria-hidden="true" className={styles.tiles}>
          <MapTiles view={view} tilesUrl={tilesUrl} />
        </svg>
        <button
          type="button"
          className={styles.pin}
          style={{ left: `${(at.x / BOX.width) * 100}%`, top: `${(at.y / BOX.height) * 100}%` }}
          aria-label={label}
          aria-describedby={hintId}
          data-dragging={dragged ? '' : undefined}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            setDragged(CENTRE);
          }}
          onPointerMove={(event) => {
            if (!dragged) return;
            const pixel = boxPixel(event);
            if (pixel) setDragged(pixel);
          }}
          onPointerUp={() => {
            if (dragged && (dragged.x !== CENTRE.x || dragged.y !== CENTRE.y)) drop(dragged);
            setDragged(null);
          }}
          onPointerCancel={() => setDragged(null)}
        >
          <svg viewBox="0 0 24 32" aria-hidden="true" className={styles.marker}>
            <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
            <circle cx="12" cy="12" r="4.5" className={styles.markerDot} />
          </svg>
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('pinHint')}
      </p>
    </div>
  );
}

export default memo(PinMap);
