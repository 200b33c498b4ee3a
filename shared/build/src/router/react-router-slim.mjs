/**
 * What the console shares under the names `react-router-dom` and `react-router`: only the router APIs
 * its apps use. A shared module is not tree-shaken (every export of it ships), and react-router-dom
 * shared whole was most of /Login's budget; this module, with react-router tree-shaken behind it, is a
 * fraction of that. Apps keep importing from 'react-router-dom'.
 *
 * Need another API? Add its name here. Every build checks each import from react-router(-dom)
 * against this list (router-exports-check.mjs) and fails on a missing name rather than letting it
 * be `undefined` at run time.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'tac-react-router-impl';
