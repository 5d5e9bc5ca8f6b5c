import { useEffect, useMemo } from 'react';
import { navigate, useCan, useLiveChanges, useLocation, usePrincipal, useSession, warnAlreadyLoggedIn } from '@portico/shell-sdk';
import { Layout } from './layout/Layout';
import { PublicLayout } from './layout/PublicLayout';
import { CallbackPage } from './pages/CallbackPage';
import { DashboardPage } from './pages/DashboardPage';
import { ErrorPageView } from './pages/ErrorPages';
import { LoginPage } from './pages/LoginPage';
import { Splash } from './pages/Splash';
import { VendorDashboardPage } from './pages/VendorDashboardPage';
import { homeFor, resolveRoute } from './routing';
import { useShell } from './state';

/** The shell's root: applies the routing rules and renders the page or the layout. */
export function App() {
  const location = useLocation();
  const status = useSession((s) => s.status);
  const can = useCan();
  const remotes = useShell((s) => s.remotes);
  const manifestReady = useShell((s) => s.manifestReady);
  const roles = usePrincipal()?.roles;
  const home = homeFor(roles);
  useLiveChanges();
  const decision = useMemo(
    () => resolveRoute(location, { status, can, remotes, manifestReady, home }),
    // `can` changes with the principal, which `status` alone does not capture.
    [location, status, can, remotes, manifestReady, home],
  );

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.warnAlreadyLoggedIn) warnAlreadyLoggedIn();
    navigate(decision.to, { replace: true });
  }, [decision]);

  switch (decision.kind) {
    case 'loading':
    case 'redirect':
      return <Splash />;
    case 'login':
      return <LoginPage />;
    case 'callback':
      return <CallbackPage />;
    case 'error':
      return <ErrorPageView page={decision.page} />;
    case 'dashboard':
      return (
        <Layout>
          <DashboardPage />
        </Layout>
      );
    case 'vendorDashboard':
      return (
        <Layout>
          <VendorDashboardPage />
        </Layout>
      );
    case 'remote':
      return decision.public ? <PublicLayout /> : <Layout />;
  }
}
