export { RemoteRoute } from './remote-route';
export type { RemoteRouteProps } from './remote-route';
