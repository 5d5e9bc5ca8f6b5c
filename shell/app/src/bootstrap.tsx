import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@portico/shell-ui/src/styles.css';
import './i18n';
import { createRoot } from 'react-dom/client';
import { Notifications } from '@mantine/notifications';
import { HOME_PATH, TOAST_MS, can, fetchManifest, i18n, initAuth, parseLocation, sessionRemembered, toast, useSession } from '@portico/shell-sdk';
import { PorticoProviders, preloadLineChart } from '@portico/shell-ui';
import { App } from './App';
import { MANIFEST_URL, earlyDiscovery, takeEarlyManifest } from './early-requests';
import { preloadRemote, rerouteRemotes, startRemotes } from './remotes';
import { homeFor, resolveRoute } from './routing';
import { useShell } from './state';

/**
 * Boot: render the shell at once (splash), then in parallel start the session and fetch the
 * runtime manifest; register the remotes from the manifest with Module Federation and
 * single-spa; start routing.
 */
const rootElement = document.getElementById('portico-root');
if (!rootElement) throw new Error('#portico-root is missing from index.html');
createRoot(rootElement).render(
  <PorticoProviders scope="shell">
    <Notifications position="top-right" autoClose={TOAST_MS} limit={4} zIndex={4000} className="portico-notifications" />
    <App />
  </PorticoProviders>,
);

async function loadManifest(): Promise<void> {
  try {
    const parsed = await fetchManifest(MANIFEST_URL, (url, init) => takeEarlyManifest() ?? fetch(url, init));
    if (parsed.problems.length) console.warn('Portico: remotes.json problems', parsed.problems);
    useShell.setState({ remotes: parsed.remotes, manifestProblems: parsed.problems, manifestReady: true });
  } catch (error) {
    console.error('Portico: the remotes manifest could not be loaded', error);
    useShell.setState({ remotes: [], manifestProblems: [String(error)], manifestReady: true });
    toast.error(i18n.t('common:error'), i18n.t('shell:manifestFailed'));
  }
}

async function boot(): Promise<void> {
  // The dashboard's month chart (a few KB: the kit draws lines itself) downloads while the session starts.
  if (location.pathname === HOME_PATH) preloadLineChart();
  const manifest = loadManifest().then(() => {
    // A returning user's page: its remote loads while the session is renewed.
    if (sessionRemembered()) preloadRemote(useShell.getState().remotes, location.pathname);
  });
  await Promise.all([manifest, initAuth({ discovery: earlyDiscovery })]);
  const { remotes } = useShell.getState();
  startRemotes(remotes, (remote, location) => {
    const session = useSession.getState();
    const decision = resolveRoute(parseLocation(location.href), {
      status: session.status,
      can: (slug) => can(slug, session),
      remotes: useShell.getState().remotes,
      manifestReady: true,
      // The same home as the console's own routing: a vendor's is their dashboard.
      home: homeFor(session.principal?.roles),
      maintenance: !!useShell.getState().maintenance,
    });
    return decision.kind === 'remote' && decision.remote.name === remote.name;
  });
  // Sign-in, sign-out and permission changes decide which remote may be active.
  useSession.subscribe((state, previous) => {
    if (state.status !== previous.status || state.principal !== previous.principal) rerouteRemotes();
  });
  useShell.subscribe((state, previous) => {
    if (state.maintenance !== previous.maintenance) rerouteRemotes();
  });
}

void boot();
