import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { type RemoteHeaderItem, loadExposedModule, useCan, useContributions } from '@portico/shell-sdk';
import { ErrorBoundary } from '@portico/shell-ui';

/** One lazy component per exposed module, kept across renders (React.lazy must not be recreated). */
const cache = new Map<string, LazyExoticComponent<ComponentType<{ record: unknown }>>>();

function exposed(remote: string, exposes: string) {
  const key = `${remote}/${exposes}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposedModule(remote, exposes).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      }),
    );
    cache.set(key, component);
  }
  return component;
}

/**
 * Controls remotes add to the header (the notifications bell), from the manifest: each loads
 * lazily from its remote behind its own error boundary, so a remote that is down or crashes
 * leaves the header as it was. The shell knows no domain.
 */
export function HeaderItems() {
  const remotes = useContributions((s) => s.remotes);
  const can = useCan();
  const items = remotes
    .flatMap((remote) => (remote.headerItems ?? []).map((item: RemoteHeaderItem) => ({ ...item, remote: remote.name })))
    .filter((item) => !item.permission || can(item.permission))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  if (items.length === 0) return null;
  return (
    <>
      {items.map((item) => {
        const Item = exposed(item.remote, item.exposes);
        return (
          <span key={`${item.remote}:${item.id}`} data-testid="header-item" data-header-item={item.id}>
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <Item record={null} />
              </Suspense>
            </ErrorBoundary>
          </span>
        );
      })}
    </>
  );
}
