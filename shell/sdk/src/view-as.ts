import { reloadPrincipal } from './auth';
import { queryClient } from './query';
import { useSession } from './session';
import { type ViewAsUser, useViewAsStore } from './view-as-state';

/**
 * 'View as' (spec, part 6): an administrator sees the console as another user, read only.
 * While active every API call carries `x-portico-view-as`, the principal (menu, guards, `can`)
 * is the viewed user's as `GET /me` answers it, and the shell shows a banner with Exit.
 */
export async function startViewAs(user: ViewAsUser): Promise<void> {
  const previous = useViewAsStore.getState().user;
  useViewAsStore.setState({ user: { id: user.id, name: user.name } });
  try {
    await switchPrincipal();
  } catch (error) {
    useViewAsStore.setState({ user: previous });
    await switchPrincipal().catch(() => undefined);
    throw error;
  }
}

/** Leaves 'View as': back to the signed-in user's own principal. */
export async function stopViewAs(): Promise<void> {
  if (!useViewAsStore.getState().user) return;
  useViewAsStore.setState({ user: null });
  await switchPrincipal();
}

async function switchPrincipal(): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  if (useSession.getState().status === 'authenticated') await reloadPrincipal();
  // Screens on show refetch as the new principal.
  void queryClient.resetQueries();
}

/** The viewed user and who is viewing (`viewedBy` from `/me`), plus the two actions. */
export function useViewAs(): {
  user: ViewAsUser | null;
  active: boolean;
  viewedBy: string | null;
  start: typeof startViewAs;
  stop: typeof stopViewAs;
} {
  const user = useViewAsStore((s) => s.user);
  const viewedBy = useSession((s) => s.principal?.viewedBy ?? null);
  return { user, active: !!user, viewedBy, start: startViewAs, stop: stopViewAs };
}

export type { ViewAsUser };
