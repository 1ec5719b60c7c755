import { memo } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { DeliveryZone, LonLat } from '@cabinet/shared/contract';
import { MapTiles, fitView, project, type Pixel } from '@cabinet/shared/map';
import { classNames } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { useFillBox } from '../lib/fill-box';
import styles from './route-map.module.css';

/** One point of the route: where it is (null until an address is picked) and what the legend says. */
export interface MapPoint {
  key: string | number;
  lonLat: LonLat | null;
  /** Address and status, for the legend read by screen readers. */
  text: string;
}

interface MapCourier {
  lonLat: LonLat;
  name: string;
}

export interface RouteMapProps {
  /** The map's accessible name ("Карта заказа"); the summary follows it. */
  title: string;
  /** In their own order: marker n is points[n - 1]. */
  points: readonly MapPoint[];
  /** Indices into `points` in the order the route visits them; the points' order when absent. */
  routeOrder?: readonly number[];
  /** The optimised route was applied: drawn and announced as such. */
  optimisationApplied?: boolean;
  zone?: Pick<DeliveryZone, 'name' | 'polygon'> | null;
  /** The courier's last known position. */
  courier?: MapCourier | null;
  /** `{z}/{x}/{y}` tile template, or null for a plain background. */
  tilesUrl: string | null;
  /**
   * The map takes the height its container gives it (the phone wizard's backdrop, over a sheet that
   * may hold little) and is drawn for that shape; otherwise it is 16:9 at its container's width.
   */
  fill?: boolean;
}

const line = (pixels: readonly Pixel[]) =>
  pixels.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * The points, the route, the delivery zone and the courier under a Web Mercator projection fitted
 * to the points and the courier (to the whole zone while there is at most one of them); slippy-map
 * tiles beneath when a tile source is configured, else a plain background.
 */
function RouteMap({
  title,
  points,
  routeOrder,
  optimisationApplied = false,
  zone = null,
  courier = null,
  tilesUrl,
  fill = false,
}: RouteMapProps) {
  const { t } = useTranslation(NAMESPACE);
  const [figureRef, box] = useFillBox(fill);
  const located = points.flatMap((point, index) =>
    point.lonLat ? [{ ...point, lonLat: point.lonLat, n: index + 1 }] : [],
  );
  // Two or more things to show: fit them (the zone shows as far as it reaches); fewer: the whole zone.
  const content = [...located.map((point) => point.lonLat), ...(courier ? [courier.lonLat] : [])];
  const view = fitView(content.length >= 2 ? content : [...content, ...(zone?.polygon ?? [])], box);
  const order = routeOrder ?? points.map((_, index) => index);
  const route = view
    ? order.flatMap((index) => {
        const lonLat = points[index]?.lonLat;
        return lonLat ? [project(view, lonLat)] : [];
      })
    : [];

  const summary = [
    located.length > 0 ? t('routeMap.summaryPoints', { count: located.length }) : t('routeMap.summaryEmpty'),
    zone ? t('routeMap.summaryZone', { name: zone.name }) : null,
    courier ? t('routeMap.summaryCourier') : null,
    optimisationApplied && route.length > 2 ? t('routeMap.summaryOptimised') : null,
  ].filter(Boolean);

  return (
    <figure
      ref={figureRef}
      className={classNames(styles.map, fill && styles.fill)}
      data-tiles={tilesUrl ? 'tiles' : 'plain'}
    >
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-label={`${title}: ${summary.join(', ')}`}
      >
        <rect x="0" y="0" width={box.width} height={box.height} className={styles.background} />
        <MapTiles view={view} tilesUrl={tilesUrl} />
        {view && zone ? (
          <polygon
            data-layer="zone"
            points={line(zone.polygon.map((vertex) => project(view, vertex)))}
            className={styles.zone}
          />
        ) : null}
        {route.length > 1 ? (
          <polyline
            data-layer="route"
            points={line(route)}
            className={optimisationApplied ? styles.routeApplied : styles.route}
          />
        ) : null}
        {view
          ? located.map((point) => {
              const { x, y } = project(view, point.lonLat);
              return (
                <g key={point.key} data-layer="point">
                  <circle cx={x} cy={y} r="15" className={point.n === 1 ? styles.start : styles.stop} />
                  <text x={x} y={y + 6} textAnchor="middle" className={styles.label}>
                    {point.n}
                  </text>
                </g>
              );
            })
          : null}
        {view && courier ? <CourierMarker at={project(view, courier.lonLat)} /> : null}
      </svg>
      <figcaption className={styles.hidden}>
        <ul aria-label={t('routeMap.legend')}>
          {located.map((point) => (
            <li key={point.key}>{t('routeMap.legendPoint', { n: point.n, text: point.text })}</li>
          ))}
          {courier ? (
            <li>{t('routeMap.legendCourier', { name: courier.name || t('routeMap.courier') })}</li>
          ) : null}
          {zone ? <li>{t('routeMap.legendZone', { name: zone.name })}</li> : null}
        </ul>
      </figcaption>
    </figure>
  );
}

function CourierMarker({ at: { x, y } }: { at: Pixel }) {
  return (
    <g data-layer="courier">
      <circle cx={x} cy={y} r="18" className={styles.courierHalo} />
      <rect
        x={x - 10}
        y={y - 10}
        width="20"
        height="20"
        rx="3"
        className={styles.courier}
        transform={`rotate(45 ${x} ${y})`}
      />
    </g>
  );
}

export default memo(RouteMap);
