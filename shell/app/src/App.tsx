import { useEffect, useMemo } from 'react';
import {
  navigate,
  useCan,
  useLabelOverridesSync,
  useLiveChanges,
  useLocation,
  usePrincipal,
  useSession,
  warnAlreadyLoggedIn,
} from '@portico/shell-sdk';
import { Layout } from './layout/Layout';
import { PublicLayout } from './layout/PublicLayout';
import { CallbackPage } from './pages/CallbackPage';
import { DashboardPage } from './pages/DashboardPage';
import { ErrorPageView } from './pages/ErrorPages';
import { LoginPage } from './pages/LoginPage';
import { Splash } from './pages/Splash';
import { homeFor, resolveRoute } from './routing';
import { useShell } from './state';
import { useConsoleSettings, useIsConsoleAdmin } from './console-settings';
import { LockScreen } from './lock/LockScreen';
import { clearLock, lockConsole, useIdleLock, useLock } from './lock/idle-lock';
import { LOCK_AFTER_MINUTES_DEFAULT } from '@portico/contracts';

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
  useLabelOverridesSync();
  const settings = useConsoleSettings().data;
  const admin = useIsConsoleAdmin();
  const maintenance = !!settings?.maintenanceMode && !admin;
  const locked = useLock((s) => s.locked) && status === 'authenticated';
  useIdleLock(settings?.lockAfterMinutes ?? LOCK_AFTER_MINUTES_DEFAULT, status === 'authenticated');
  const decision = useMemo(
    () => resolveRoute(location, { status, can, remotes, manifestReady, home, maintenance }),
    // `can` changes with the principal, which `status` alone does not capture.
    [location, status, can, remotes, manifestReady, home, maintenance],
  );

  useEffect(() => {
    // The remotes' activity follows the same rules (bootstrap): tell it when maintenance flips.
    if (useShell.getState().maintenance !== maintenance) useShell.setState({ maintenance });
  }, [maintenance]);
  useEffect(() => {
    if (status === 'anonymous') clearLock();
  }, [status]);
  useEffect(() => {
    if (decision.kind !== 'lock') return;
    lockConsole();
    navigate(decision.to, { replace: true });
  }, [decision]);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.warnAlreadyLoggedIn) warnAlreadyLoggedIn();
    navigate(decision.to, { replace: true });
  }, [decision]);

  return (
    <>
      {/* Under the lock, the page is out of reach of the keyboard and assistive technology alike. */}
      <div inert={locked} style={{ display: 'contents' }}>
        <Page decision={decision} />
      </div>
      {locked ? <LockScreen /> : null}
    </>
  );
}

function Page({ decision }: { decision: ReturnType<typeof resolveRoute> }) {
  switch (decision.kind) {
    case 'loading':
    case 'redirect':
    case 'lock':
      return <Splash />;
    case 'login':
      return <LoginPage />;
    case 'callback':
      return <CallbackPage />;
    case 'error':
    case 'status':
      return <ErrorPageView page={decision.page} />;
    case 'dashboard':
      return (
        <Layout>
          <DashboardPage />
        </Layout>
      );
    case 'vendorDashboard':
      // No remote serves the vendor's home (maintenance owns it): the generic dashboard, with
      // the widgets the vendor may see, stands in.
      return (
        <Layout>
          <DashboardPage vendor />
        </Layout>
      );
    case 'remote':
      return decision.public ? <PublicLayout /> : <Layout />;
  }
}
