/**
 * react-router for every app, through this one federated module (decision 0003): Module
 * Federation cannot tree-shake a shared package, and the whole of react-router costs 64 KB gzip,
 * while what the cabinet uses costs a fraction. Apps import routing only from here, so the page
 * still has exactly one router instance and one routing context.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
