import { type ReactNode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import { type RouteParams, type Translations, matchPath, navigate, registerTranslations, useLocation } from '@portico/shell-sdk';
import { ErrorBoundary } from './ErrorBoundary';
import { PorticoProviders } from './providers';
import { UnavailablePanel } from './UnavailablePanel';

/** Id of the element in the shell's content area where remotes mount. */
export const REMOTE_SLOT_ID = 'portico-remote';

/** single-spa lifecycle functions, as a remote exposes them from `./app`. */
export interface RemoteLifecycles {
  bootstrap: (props?: RemoteMountProps) => Promise<void>;
  mount: (props?: RemoteMountProps) => Promise<void>;
  unmount: (props?: RemoteMountProps) => Promise<void>;
}

export interface RemoteMountProps {
  name?: string;
  /** Display name for the contained error panel. */
  displayName?: string;
  /** Element to mount into; defaults to the shell's remote slot. */
  domElement?: HTMLElement;
  [key: string]: unknown;
}

export interface RemoteRoute {
  /** Pattern, e.g. `/properties/view/:id`. */
  path: string;
  render: (params: RouteParams) => ReactNode;
}

/** Waits for an element the shell's React root is about to render. */
export function waitForElement(id: string, timeoutMs = 10_000): Promise<HTMLElement> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (el) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(el);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`#${id} did not appear`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function firstSegment(path: string): string {
  return `/${path.split('/').filter(Boolean)[0] ?? ''}`;
}

/**
 * Renders the first route matching the location. A path under one of the remote's own
 * prefixes that matches no route goes to /error-404; any other path belongs to another part
 * of the console (this remote is about to be unmounted) and renders nothing.
 */
export function RemoteRouter({ routes }: { routes: RemoteRoute[] }) {
  const { pathname } = useLocation();
  let match: { route: RemoteRoute; params: RouteParams } | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) {
      match = { route, params };
      break;
    }
  }
  const own = routes.some((r) => firstSegment(r.path) === firstSegment(pathname));
  const unknownOwnPath = match === null && own;
  useEffect(() => {
    if (unknownOwnPath) navigate('/error-404', { replace: true });
  }, [unknownOwnPath, pathname]);
  if (!match) return null;
  return <>{match.route.render(match.params)}</>;
}

function Fallback() {
  return (
    <Center py={80}>
      <Loader size="sm" />
    </Center>
  );
}

/**
 * Builds a remote's single-spa lifecycles: each mount creates a React root inside the shell's
 * content area, wrapped in an error boundary and the SDK's providers (one QueryClient, the
 * shared theme and i18n). The shell provides auth; a remote never creates its own.
 */
export function createRemoteApp(options: {
  name: string;
  displayName?: string;
  routes: RemoteRoute[];
  translations?: Translations;
}): RemoteLifecycles {
  let root: Root | null = null;
  let host: HTMLElement | null = null;

  return {
    async bootstrap() {
      if (options.translations) registerTranslations(options.name, options.translations);
    },
    async mount(props = {}) {
      const container = props.domElement ?? (await waitForElement(REMOTE_SLOT_ID));
      host = document.createElement('div');
      host.className = 'portico-remote-root';
      host.dataset.porticoRemote = options.name;
      container.appendChild(host);
      root = createRoot(host);
      const displayName = (typeof props.displayName === 'string' && props.displayName) || options.displayName || options.name;
      root.render(
        <PorticoProviders scope="remote">
          <ErrorBoundary
            fallback={({ reset, error }) => <UnavailablePanel name={displayName} reason="crashed" onRetry={reset} detail={error.message} />}
          >
            {options.routes.length ? <RemoteRouter routes={options.routes} /> : <Fallback />}
          </ErrorBoundary>
        </PorticoProviders>,
      );
    },
    async unmount() {
      root?.unmount();
      host?.remove();
      root = null;
      host = null;
    },
  };
}
