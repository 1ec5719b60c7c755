export { RouteMapView } from './ui/route-map-lazy';
export { useCourierOnMap, useDeliveryZone, useMapTilesUrl } from './lib/use-map-context';
export type { MapPoint, RouteMapProps } from './ui/route-map';
