import type { ReactElement } from 'react';

import type { RouteObject } from '@cabinet/shared/router';

import type { RemoteRouteProps } from '../../../widgets/remote-route';
import { ROUTE_MANIFEST, type RouteOwner } from '../route-manifest';
import { REMOTE_ROUTES } from '../route-table';
import { routeObjects } from '../router';

jest.mock('../../../shared/federation', () => ({ loadRemotePage: jest.fn() }));

/** Spec §2's routes with the owners the foundation issue assigns: [owner, public, hideLayout]. */
const SPEC_ROUTES: Record<string, [RouteOwner, boolean, boolean]> = {
  '/': ['orders', false, false],
  '/delivery': ['orders', false, false],
  '/reports': ['reports', false, false],
  '/integration': ['orders', false, false],
  '/warehouses': ['warehouses', false, false],
  '/warehouses/new': ['warehouses', false, false],
  '/warehouse/edit/:id': ['warehouses', false, false],
  '/orders/new': ['orders', false, false],
  '/payments': ['reports', false, false],
  '/statistics': ['reports', false, false],
  '/employers': ['auth', false, false],
  '/mobile': ['shell', false, false],
  '/mobile/new-order-details': ['orders', false, false],
  '/mobile/menu': ['shell', false, false],
  '/mobile/orders': ['orders', false, false],
  '/mobile/orders/:id': ['orders', false, false],
  '/mobile/change-lang': ['shell', false, false],
  '/login': ['auth', true, true],
  '/terms/ru': ['auth', true, true],
  '/terms/kk': ['auth', true, true],
  '/privacy-policy/ru': ['auth', true, true],
  '/tracking': ['orders', true, true],
  '*': ['shell', true, false],
};

function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

const remoteProps = (element: ReactElement) => element.props as RemoteRouteProps;

describe('route table (§2 and the ownership of the foundation issue)', () => {
  it('lists every path of §2 exactly once and nothing else', () => {
    const paths = ROUTE_MANIFEST.map((route) => route.path);
    expect([...paths].sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ROUTE_MANIFEST.map((route) => [route.path, route] as const))(
    '%s has the owner, public flag and hideLayout flag of §2',
    (path, route) => {
      const [owner, isPublic, hideLayout] = SPEC_ROUTES[path]!;
      expect({ owner: route.owner, isPublic: route.isPublic, hideLayout: route.hideLayout }).toEqual({
        owner,
        isPublic,
        hideLayout,
      });
    },
  );

  it('routes every path of §2 exactly once', () => {
    const paths = allPaths(routeObjects);
    expect([...paths].sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(REMOTE_ROUTES.map((route) => [route.path, route] as const))(
    '%s loads its page from the remote that owns it',
    (_path, route) => {
      expect(route.owner).not.toBe('shell');
      expect(remoteProps(route.element).remote).toBe(route.owner);
      expect(remoteProps(route.element).module).toMatch(/^\.\/[a-z-]+-page$/);
      if (route.mobileElement) expect(remoteProps(route.mobileElement).remote).toBe(route.owner);
    },
  );

  it('has a remote route for every path a remote owns', () => {
    const remoteOwned = Object.entries(SPEC_ROUTES)
      .filter(([, [owner]]) => owner !== 'shell')
      .map(([path]) => path);
    expect(REMOTE_ROUTES.map((route) => route.path).sort()).toEqual(remoteOwned.sort());
  });

  it('gives only / a separate mobile page', () => {
    const withMobile = REMOTE_ROUTES.filter((route) => route.mobileElement);
    expect(withMobile.map((route) => route.path)).toEqual(['/']);
    expect(remoteProps(withMobile[0]!.element).module).toBe('./orders-page');
    expect(remoteProps(withMobile[0]!.mobileElement!).module).toBe('./mobile-home-page');
  });

  it('passes the language to each terms page', () => {
    const terms = (path: string) => REMOTE_ROUTES.find((route) => route.path === path)!.element;
    expect(remoteProps(terms('/terms/ru')).pageProps).toEqual({ lang: 'ru' });
    expect(remoteProps(terms('/terms/kk')).pageProps).toEqual({ lang: 'kk' });
  });

  it('never lets two remote paths share one page instance', () => {
    const keys = REMOTE_ROUTES.map((route) => route.element.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
