/**
 * react-router for every app, through this one federated module (decision 0003): Module
 * Federation cannot tree-shake a shared package, and the whole of react-router costs 64 KB gzip,
 * while what the cabinet uses costs a fraction. Apps import routing only from here, so the page
 * still has exactly one router instance and one routing context.
 */
import type { ComponentType } from 'react';

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
export { useSearchParams } from './use-search-params';

/** Where a remote's route was entered, as the shell hands it to the route's module. */
export interface RouteEntry {
  pathname: string;
  search: string;
}

/**
 * What a remote exposes for a route (the shell's route table names these modules): the page as the
 * default export and, optionally, `routeEntered`, which the shell calls once the module has loaded
 * and before the page's first render, so a page can start its data while it renders instead of
 * after (an effect runs only once the whole first render is done), and `pageReady`, which resolves
 * once the page can render without a loading state of its own (its models evaluated in steps,
 * decision 0015): the shell keeps its loading state until then, so the page's first render on screen
 * is the page.
 */
export interface RoutePageModule {
  default: ComponentType<Record<string, unknown>>;
  routeEntered?: (entry: RouteEntry) => void;
  pageReady?: () => Promise<unknown>;
}
