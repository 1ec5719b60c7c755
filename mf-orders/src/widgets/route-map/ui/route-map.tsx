import { useUnit } from 'effector-react';

import { $runtimeConfig, useTranslation } from '@cabinet/shared';

import { $points } from '../../../entities/point';
import { $optimisationApplied } from '../../../entities/tariff';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './route-map.module.css';

const SIZE = { width: 320, height: 200, pad: 20 };

/**
 * The points and the route on a plain background (no tile source configured): a projection of
 * the coordinates into the box, numbered in route order.
 */
export default function RouteMap() {
  const { t } = useTranslation(NAMESPACE);
  const [points, applied, config] = useUnit([$points, $optimisationApplied, $runtimeConfig]);
  const located = points
    .map((point, index) => ({ index, geo: point.geo_data }))
    .filter((item): item is { index: number; geo: [number, number] } => item.geo !== null);
  const lons = located.map((item) => item.geo[0]);
  const lats = located.map((item) => item.geo[1]);
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const spanLon = maxLon - minLon || 0.01;
  const spanLat = maxLat - minLat || 0.01;
  const project = ([lon, lat]: [number, number]) => ({
    x: SIZE.pad + ((lon - minLon) / spanLon) * (SIZE.width - 2 * SIZE.pad),
    y: SIZE.height - SIZE.pad - ((lat - minLat) / spanLat) * (SIZE.height - 2 * SIZE.pad),
  });
  const projected = located.map((item) => ({ index: item.index, ...project(item.geo) }));
  const path = projected.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

  return (
    <figure className={styles.map} data-tiles={config?.mapTilesUrl ? 'tiles' : 'plain'}>
      <svg viewBox={`0 0 ${SIZE.width} ${SIZE.height}`} role="img" aria-label={t('creation.map')}>
        <rect x="0" y="0" width={SIZE.width} height={SIZE.height} className={styles.background} />
        {projected.length > 1 ? (
          <polyline points={path} className={applied ? styles.routeApplied : styles.route} />
        ) : null}
        {projected.map(({ index, x, y }) => (
          <g key={index}>
            <circle cx={x} cy={y} r="9" className={index === 0 ? styles.start : styles.stop} />
            <text x={x} y={y + 4} textAnchor="middle" className={styles.label}>
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
