/*
 * The react-router API every Cardbridge app shares (declarative routing: <BrowserRouter>,
 * <Routes>, hooks). A shared module cannot be tree-shaken by any one app, because another app may
 * use what this one does not; sharing the whole package costs the landing page ~60 kB gzip of
 * data-router/SSR code nobody uses. So the shared module is this fixed list, built from
 * react-router's production build (its export map only offers the development build). An export
 * missing here is `undefined` in every app: add it here, in one place, for all of them.
 */
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'cardbridge-react-router-production';
