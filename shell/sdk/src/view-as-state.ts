import { create } from 'zustand';
import { readItem, writeItem } from './storage';

/** The user an administrator is viewing the console as ('View as'), or null. */
export interface ViewAsUser {
  id: string;
  name: string;
}

const KEY = 'portico.viewAs';

function stored(): ViewAsUser | null {
  try {
    const raw = readItem(KEY, 'session');
    const value = raw ? (JSON.parse(raw) as Partial<ViewAsUser>) : null;
    return value && typeof value.id === 'string' ? { id: value.id, name: typeof value.name === 'string' ? value.name : value.id } : null;
  } catch {
    return null;
  }
}

/** Kept in session storage: a reload of the tab stays in 'View as'; a new tab does not. */
export const useViewAsStore = create<{ user: ViewAsUser | null }>(() => ({ user: stored() }));

useViewAsStore.subscribe((s) => writeItem(KEY, s.user ? JSON.stringify(s.user) : null, 'session'));

/** Header the gateway reads to answer as the viewed user (read only). */
export const VIEW_AS_HEADER = 'x-portico-view-as';

export function viewAsHeaders(): Record<string, string> {
  const user = useViewAsStore.getState().user;
  return user ? { [VIEW_AS_HEADER]: user.id } : {};
}
