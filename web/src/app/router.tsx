/**
 * Every route of the app (spec §2), grouped by area. Each area's screens load as one lazy chunk;
 * the site layout is in the entry bundle so the header and footer paint first.
 */
import { createBrowserRouter } from 'react-router-dom';
import { SuspenseOutlet } from '../components/suspense-outlet';
import { LoginGuard } from '../features/auth/components/login-guard';
import { RoleGuard } from '../features/auth/components/role-guard';
import { RouteErrorScreen } from './layouts/route-error-screen';
import { SiteLayout } from './layouts/site-layout';
import { adminRoute } from './routes/admin-routes';
import { dashboardRoute } from './routes/dashboard-routes';
import { publicRoutes } from './routes/public-routes';

export const router = createBrowserRouter([
  {
    // Covers the lazily loaded dashboard and admin layouts while their chunk arrives.
    element: <SuspenseOutlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { element: <SiteLayout />, children: publicRoutes },
      {
        // Spec §4: signed-in areas behind the login guard, the admin area also behind the admin guard.
        element: <LoginGuard />,
        children: [dashboardRoute, { element: <RoleGuard role="admin" />, children: [adminRoute] }],
      },
    ],
  },
]);
