import type { ReactElement } from 'react';

import { RemoteRoute } from '../../widgets/remote-route';
import { ROUTE_MANIFEST, type RouteEntry } from './route-manifest';

export type { RouteEntry, RouteOwner } from './route-manifest';

export interface CabinetRoute extends RouteEntry {
  element: ReactElement;
  mobileElement?: ReactElement;
}

/** A remote's exposed page as a route element; the key keeps two pages from sharing state. */
function remotePage(remote: string, module: string, pageProps?: Record<string, unknown>): ReactElement {
  return (
    <RemoteRoute
      key={`${remote}/${module}/${JSON.stringify(pageProps ?? {})}`}
      remote={remote}
      module={module}
      {...(pageProps ? { pageProps } : {})}
    />
  );
}

/** Every remote-owned route of the manifest with its element; the router adds the shell's own. */
export const REMOTE_ROUTES: CabinetRoute[] = ROUTE_MANIFEST.flatMap((route) => {
  if (route.owner === 'shell' || !route.module) return [];
  return [
    {
      ...route,
      element: remotePage(route.owner, route.module, route.pageProps),
      ...(route.mobileModule ? { mobileElement: remotePage(route.owner, route.mobileModule) } : {}),
    },
  ];
});
