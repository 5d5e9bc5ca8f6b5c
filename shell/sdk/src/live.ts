import { useEffect } from 'react';
import { freshToken } from './auth';
import { connectLiveChanges, refreshEverything, refreshOnChange, type LiveChange } from './live-changes';
import { useSession } from './session';
import { useViewAsStore, viewAsHeaders } from './view-as-state';

const listeners = new Set<(change: LiveChange) => void>();

/** Hear every live change (e.g. a thread appending a message without refetching the page). */
export function onLiveChange(listener: (change: LiveChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mounted once by the shell: while signed in, the push stream refreshes what is on screen
 * (lists, views) as records change, and tells the listeners above. Restarts when "view as"
 * starts or stops, since what the user may see changes with it.
 */
export function useLiveChanges(): void {
  const status = useSession((s) => s.status);
  const viewingAs = useViewAsStore((s) => s.user?.id ?? null);
  useEffect(() => {
    if (status !== 'authenticated') return;
    return connectLiveChanges({
      getToken: freshToken,
      headers: viewAsHeaders,
      onChange: (change) => {
        refreshOnChange(change);
        for (const listener of listeners) listener(change);
      },
      onReset: refreshEverything,
    });
  }, [status, viewingAs]);
}
