export { RouteMapLazy } from './ui/route-map-lazy';
