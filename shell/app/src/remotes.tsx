import { createRoot, type Root } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type LifeCycles, addErrorHandler, registerApplication, start, triggerAppChange } from 'single-spa';
import type { ComponentType } from 'react';
import {
  type RemoteManifest,
  currentLanguage,
  remoteForPath,
  labelText,
  publishContributions,
  registerExposedModuleLoader,
  remoteTitle,
  setPageMeta,
} from '@portico/shell-sdk';
import {
  PorticoProviders,
  REMOTE_SLOT_ID,
  type RemoteLifecycles,
  type RemoteMountProps,
  UnavailablePanel,
  waitForElement,
} from '@portico/shell-ui';

/** Spec, part 9: script chunk time-out is 120 s. */
const REMOTE_LOAD_TIMEOUT_MS = 120_000;

function entryUrl(remote: RemoteManifest): string {
  return new URL(remote.entry, location.origin).href;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Each remote's `app` module, loading or loaded: a preload and the first mount share one load. */
const lifecycles = new Map<string, Promise<RemoteLifecycles>>();
/** The loads that have finished, so a mount can skip the loading placeholder. */
const finishedLoads = new Map<string, RemoteLifecycles>();

function lifecyclesOf(remote: RemoteManifest): Promise<RemoteLifecycles> {
  let loading = lifecycles.get(remote.name);
  if (!loading) {
    loading = loadLifecycles(remote);
    lifecycles.set(remote.name, loading);
    loading.then(
      (done) => finishedLoads.set(remote.name, done),
      // A failed load is not kept: the retry (and the next mount) load again.
      () => lifecycles.delete(remote.name),
    );
  }
  return loading;
}

let entriesRegistered = false;

/** Registers every manifest remote with Module Federation (at run time, never in the host build), once. */
function registerEntries(remotes: readonly RemoteManifest[]): void {
  if (entriesRegistered) return;
  entriesRegistered = true;
  // Remote entry scripts get the spec's 120 s too (the runtime's own default is 20 s).
  registerPlugins([{ name: 'portico-script-timeout', createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }) }]);
  if (remotes.length) registerRemotes(remotes.map((r) => ({ name: r.name, entry: entryUrl(r) })));
}

/**
 * Starts loading the remote that serves `pathname` while the session starts (ADR 0051): its
 * entry and `app` chunk then download beside the identity provider's round trips instead of
 * after them. Whether it may mount is still decided by the routing once the session is known.
 */
export function preloadRemote(remotes: readonly RemoteManifest[], pathname: string): void {
  registerEntries(remotes);
  const remote = remoteForPath(remotes, pathname);
  if (remote) lifecyclesOf(remote).catch(() => undefined);
}

async function loadLifecycles(remote: RemoteManifest): Promise<RemoteLifecycles> {
  const mod = await withTimeout(
    loadRemote<Partial<RemoteLifecycles>>(`${remote.name}/app`),
    REMOTE_LOAD_TIMEOUT_MS,
    `Loading ${remote.name}`,
  );
  if (!mod || typeof mod.mount !== 'function' || typeof mod.unmount !== 'function') {
    throw new Error(`${remote.name}/app does not export single-spa lifecycles`);
  }
  return {
    bootstrap: mod.bootstrap ?? (async () => undefined),
    mount: mod.mount,
    unmount: mod.unmount,
  };
}

/**
 * single-spa lifecycles standing in for a remote. They load the remote through Module
 * Federation on first mount; when loading or mounting fails they mount the contained
 * "unavailable" panel instead (with a retry), so the shell and the other remotes keep working.
 */
function proxyLifecycles(remote: RemoteManifest): LifeCycles<RemoteMountProps> {
  let real: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let active: 'real' | 'placeholder' | null = null;
  let placeholder: { root: Root; host: HTMLElement } | null = null;
  let mountedProps: RemoteMountProps | null = null;
  let realMounting: Promise<void> | null = null;
  const displayName = () => labelText(remoteTitle(remote), currentLanguage());

  async function showPlaceholder(content: 'loading' | { error: Error; retrying: boolean }): Promise<void> {
    if (!placeholder) {
      const container = await waitForElement(REMOTE_SLOT_ID);
      const host = document.createElement('div');
      host.className = 'portico-remote-root';
      host.dataset.porticoRemote = remote.name;
      host.dataset.placeholder = 'true';
      container.appendChild(host);
      placeholder = { root: createRoot(host), host };
    }
    active = 'placeholder';
    if (content === 'loading') {
      placeholder.root.render(
        <PorticoProviders>
          <Center py={96} data-testid="remote-loading" data-remote={remote.name}>
            <Loader size="sm" />
          </Center>
        </PorticoProviders>,
      );
      return;
    }
    const name = displayName();
    setPageMeta(name, [{ title: name, active: true }]);
    placeholder.root.render(
      <PorticoProviders>
        <UnavailablePanel
          name={name}
          onRetry={() => void retry()}
          retrying={content.retrying}
          detail={content.error.message.split('\n')[0]}
        />
      </PorticoProviders>,
    );
  }

  function hidePlaceholder(): void {
    placeholder?.root.unmount();
    placeholder?.host.remove();
    placeholder = null;
  }

  async function mountReal(props: RemoteMountProps): Promise<void> {
    const loaded = real ?? (await lifecyclesOf(remote));
    real = loaded;
    if (!bootstrapped) {
      await loaded.bootstrap(props);
      bootstrapped = true;
    }
    if (mountedProps !== props) return; // navigated away while loading
    hidePlaceholder();
    realMounting = loaded.mount(props).then(() => {
      active = 'real';
    });
    try {
      await realMounting;
    } finally {
      realMounting = null;
    }
  }

  async function attempt(props: RemoteMountProps): Promise<void> {
    try {
      await mountReal(props);
    } catch (error) {
      console.error(`Portico: remote "${remote.name}" is unavailable`, error);
      if (!real || !bootstrapped) real = null;
      if (mountedProps === props)
        await showPlaceholder({ error: error instanceof Error ? error : new Error(String(error)), retrying: false });
    }
  }

  async function retry(): Promise<void> {
    const props = mountedProps;
    if (!props) return;
    await showPlaceholder({ error: new Error(''), retrying: true });
    if (!real) {
      // Forget the failed entry so Module Federation fetches it again.
      registerRemotes([{ name: remote.name, entry: entryUrl(remote) }], { force: true });
    }
    await attempt(props);
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mountedProps = props;
      // Loaded already (preloaded while the session started): no placeholder to draw and drop.
      real ??= finishedLoads.get(remote.name) ?? null;
      if (real) {
        await attempt(props);
        return;
      }
      // Loading may take long (or hang until the time-out): do not hold single-spa's routing
      // hostage meanwhile; the placeholder shows progress and then the remote or the panel.
      await showPlaceholder('loading');
      void attempt(props);
    },
    unmount: async (props) => {
      mountedProps = null;
      if (realMounting) await realMounting.catch(() => undefined);
      if (active === 'real' && real) {
        try {
          await real.unmount(props);
        } catch (error) {
          console.error(`Portico: remote "${remote.name}" failed to unmount`, error);
        }
      }
      hidePlaceholder();
      active = null;
    },
  };
}

/**
 * Registers every manifest remote with Module Federation and with single-spa, active on its
 * route prefixes when the shell's routing says so.
 */
export function startRemotes(remotes: readonly RemoteManifest[], isActive: (remote: RemoteManifest, location: Location) => boolean): void {
  registerEntries(remotes);
  // Sections one remote contributes to another's view load from the contributing remote.
  registerExposedModuleLoader(async (name, exposes) => {
    const mod = await withTimeout(
      loadRemote<{ default?: unknown }>(`${name}/${exposes.replace(/^\.\//, '')}`),
      REMOTE_LOAD_TIMEOUT_MS,
      `Loading ${name}/${exposes}`,
    );
    if (!mod || typeof mod.default !== 'function') throw new Error(`${name}/${exposes} has no default component export`);
    return mod as { default: ComponentType<{ record: unknown }> };
  });
  publishContributions(remotes);
  addErrorHandler((error) => {
    console.error(`Portico: single-spa error in "${error.appOrParcelName}"`, error);
  });
  for (const remote of remotes) {
    registerApplication<RemoteMountProps>({
      name: remote.name,
      app: async () => proxyLifecycles(remote),
      activeWhen: (location) => isActive(remote, location),
      customProps: { displayName: labelText(remoteTitle(remote), currentLanguage()) },
    });
  }
  start({ urlRerouteOnly: true });
}

/** Re-evaluates which remote is active (after sign-in, sign-out or permission changes). */
export function rerouteRemotes(): void {
  void triggerAppChange();
}
